#!/usr/bin/env python3
"""Set up and run Cabo Desktop from a fresh checkout, with nothing but Python 3.11+.

    python3 tasks.py play    create .venv, install the game, start it
    python3 tasks.py test    create .venv, install the game and test tools, type-check the
                             contracts (mypy, as pyproject.toml's [tool.mypy] says), run the
                             tests (as root on Debian/Ubuntu it also installs the tools the
                             packaging tests need, with apt-get, when they are missing)
    python3 tasks.py demo    create .venv, install the game, watch AI players (headless without a display)
    python3 tasks.py catalogs  for translators: extract the game's messages, update the French and
                             Ukrainian catalogs (cabo_desktop/locale), compile them (docs/i18n.md)

Everything is installed into .venv next to this file; the install is repeated only when
pyproject.toml changes.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".cabo-installed"


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def fail(message: str) -> None:
    print(f"tasks.py: {message}", file=sys.stderr)
    sys.exit(1)


def ensure_env(extras: str) -> Path:
    if sys.version_info < (3, 11):
        fail(f"Cabo Desktop needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    python = venv_python()
    if not python.exists():
        print("Creating the virtual environment in .venv ...", flush=True)
        try:
            venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
        except Exception as exc:  # noqa: BLE001  (any failure here means the same thing)
            fail(
                f"cannot create .venv ({exc}). On Debian/Ubuntu install the venv module first: "
                "sudo apt install python3-venv"
            )
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extras.encode()).hexdigest()
    if not STAMP.exists() or STAMP.read_text() != wanted:
        print(f"Installing Cabo Desktop{' with ' + extras if extras else ''} into .venv ...", flush=True)
        target = f".[{extras}]" if extras else "."
        quiet = [] if os.environ.get("CI") else ["--quiet"]
        run([str(python), "-m", "pip", "install", *quiet, "--disable-pip-version-check", "--upgrade", "pip"])
        run([str(python), "-m", "pip", "install", *quiet, "--disable-pip-version-check", "-e", target])
        STAMP.write_text(wanted)
    return python


# The packaging tests (tests/packaging) build the .deb, the .run and the NSIS installer with these
# Debian tools: command -> package.
PACKAGING_TOOLS = {"objdump": "binutils", "dpkg-deb": "dpkg", "makeself": "makeself", "makensis": "nsis",
                   "desktop-file-validate": "desktop-file-utils"}
# The cluster tests (tests/net/test_cluster*.py, test_redis_*.py, issue 39) start Redis and HAProxy
# on loopback: installed for every test run that may include tests/net.
CLUSTER_TOOLS = {"redis-server": "redis-server", "haproxy": "haproxy"}


def wants_packaging_tests(pytest_args: list[str]) -> bool:
    """Whether this pytest run includes tests/packaging: the whole suite, or a path inside it,
    and not deselected with -m "not packaging"."""
    if any(a == "-m" and i + 1 < len(pytest_args) and "not packaging" in pytest_args[i + 1]
           for i, a in enumerate(pytest_args)):
        return False
    paths = [a for a in pytest_args if not a.startswith("-") and (ROOT / a.split("::")[0]).exists()]
    return not paths or any("packaging" in Path(a.split("::")[0]).parts for a in paths)


def parallel_options(pytest_args: list[str]) -> list[str]:
    """Run the tests on every core (pytest-xdist), up to 4, unless the caller chose (-n, --dist,
    -p no:xdist) or asked for one test file or test: the suite is CPU-bound, and two cores halve
    CI's time."""
    cores = min(os.cpu_count() or 1, 4)
    chosen = any(a == "-n" or a.startswith(("-n", "--numprocesses", "--dist", "-pno:xdist")) for a in pytest_args) or \
        any(a == "-p" and b == "no:xdist" for a, b in zip(pytest_args, pytest_args[1:]))
    paths = [a for a in pytest_args if not a.startswith("-")]
    one_file = len(paths) == 1 and (ROOT / paths[0].split("::")[0]).is_file()
    if cores < 2 or chosen or one_file:
        return []
    return ["-n", str(cores)]


def ensure_packaging_tools(tools: dict[str, str] = PACKAGING_TOOLS) -> bool:
    """Install the missing Debian tools, only as root on a machine with apt-get. Anything else
    (no root, no apt, apt failing) is not an error here: those tests then skip and say why.
    Returns False only when apt-get was tried and failed."""
    if not sys.platform.startswith("linux") or not hasattr(os, "geteuid") or os.geteuid() != 0:
        return True
    import shutil
    missing = sorted({pkg for tool, pkg in tools.items() if not shutil.which(tool)})
    if not missing or not shutil.which("apt-get"):
        return True
    print(f"tasks.py: installing Debian packages for the tests: {' '.join(missing)} (apt-get)", flush=True)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    quiet = subprocess.DEVNULL
    if subprocess.call(["apt-get", "update", "-qq"], env=env, stdout=quiet, stderr=quiet) != 0 or \
            subprocess.call(["apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing],
                            env=env, stdout=quiet, stderr=quiet) != 0:
        print("tasks.py: apt-get could not install them; the tests that need them will skip", flush=True)
        return False
    return True


def compile_catalogs(python: Path) -> Path:
    """The translations (.po) compiled to what the game reads (.mo), when they changed."""
    run([str(python), str(ROOT / "packaging" / "catalogs.py"), "compile"])
    return python


def type_check(python: Path) -> None:
    """mypy over the files pyproject.toml's [tool.mypy] names (the core, the game protocol and its
    contracts, the session, the table base); any error fails the task before a test runs."""
    print("tasks.py: type check (mypy) ...", flush=True)
    code = subprocess.call([str(python), "-m", "mypy"], cwd=ROOT)
    if code != 0:
        fail(f"the type check failed (mypy exit code {code}); run {python} -m mypy to see it again")


def run(command: list[str]) -> None:
    # the game suggests commands that work from here (`python3 tasks.py demo`, not `cabo-desktop`)
    code = subprocess.call(command, cwd=ROOT, env=dict(os.environ, CABO_DESKTOP_LAUNCHER="tasks.py"))
    if code != 0:
        sys.exit(code)


def main() -> None:
    task = sys.argv[1] if len(sys.argv) > 1 else "play"
    rest = sys.argv[2:]
    if task == "play":
        run([str(compile_catalogs(ensure_env("i18n"))), "-m", "cabo_desktop", *rest])
    elif task == "demo":
        headless = sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
        run([str(compile_catalogs(ensure_env("i18n"))), "-m", "cabo_desktop", "demo", *(["--headless"] if headless else []), *rest])
    elif task == "catalogs":  # for translators: extract the messages, update fr and uk, compile
        python = ensure_env("i18n")
        run([str(python), str(ROOT / "packaging" / "catalogs.py"), "extract"])
        run([str(python), str(ROOT / "packaging" / "catalogs.py"), "compile"])
    elif task == "test":
        python = compile_catalogs(ensure_env("test"))
        type_check(python)
        env = dict(os.environ)
        tools = {**CLUSTER_TOOLS, **(PACKAGING_TOOLS if wants_packaging_tests(rest) else {})}
        if not ensure_packaging_tools(tools):
            env["CABO_APT_FAILED"] = "1"  # tests/packaging, tests/net's cluster: skip what needs the tools
        code = subprocess.call([str(python), "-m", "pytest", *parallel_options(rest), *rest], cwd=ROOT, env=env)
        # pytest's exit code 5 means "no tests ran": treat it as the failure it is.
        sys.exit(code)
    else:
        fail(f"unknown task {task!r}; use play, test, demo or catalogs")


if __name__ == "__main__":
    main()
