"""Resume tokens: a seat is taken back only with its token (256 bits from `secrets`), which the
server keeps as a SHA-256 hash only and compares in constant time; every resume replaces it."""

from __future__ import annotations

import hashlib
import hmac
import secrets

TOKEN_BYTES = 32  # 256 bits (the issue asks for at least 128)
MAX_TOKEN = 64  # characters: token_urlsafe(32) writes 43
TOKEN_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def new_token() -> tuple[str, str]:
    """A fresh token and its hash: the token goes to its seat's connection only, the hash to the store."""
    token = secrets.token_urlsafe(TOKEN_BYTES)
    return token, token_hash(token)


def token_hash(token: str) -> str:
    """The SHA-256 of a token, as hex."""
    return hashlib.sha256(token.encode("ascii", "replace")).hexdigest()


def token_matches(token: str, stored_hash: str | None) -> bool:
    """Whether `token` is the one whose hash is stored (constant time in the hashes compared)."""
    if stored_hash is None or not isinstance(token, str):
        return False
    return hmac.compare_digest(token_hash(token), stored_hash)


def looks_like_token(value: object) -> bool:
    """Whether `value` can be a token at all (a short string of URL-safe characters)."""
    return isinstance(value, str) and 0 < len(value) <= MAX_TOKEN and set(value) <= TOKEN_ALPHABET
