"""The round end's notes (ui/scenes/round_end: draw_band): review s49 found the narration in the
bottom box neither centred nor aligned to its padding; each line is centred in its room."""

from tests.ui.test_round_end_showdown import settled


def test_the_notes_lines_are_each_centred_in_their_room(tour_app):
    """Review s49 (the narration in the bottom box neither centred nor aligned to its padding):
    every line of the notes is centred in the notes' room, a short last line too."""
    app = tour_app("round_end")
    for size in [(1280, 720), (1920, 1080)]:
        scene, box = settled(app, size)
        plan = scene.plan()
        room = plan.notes_at.move(box.topleft)
        assert len(plan.notes) >= 2, plan.notes
        lines = []
        for y in range(room.top, room.bottom):
            xs = [x for x in range(room.left, room.right) if sum(app.screen.get_at((x, y))[:3]) > 500]
            if xs:
                lines.append((y, xs[0], xs[-1]))
        assert lines, size
        groups, last = [], None  # the text's rows in runs: one per line
        for y, a, b in lines:
            if last is None or y > last + 2:
                groups.append([a, b])
            else:
                groups[-1] = [min(groups[-1][0], a), max(groups[-1][1], b)]
            last = y
        assert len(groups) == len(plan.notes), (size, groups)
        for a, b in groups:
            assert abs((a + b) / 2 - room.centerx) <= max(4, size[0] // 200), (size, a, b, room.centerx)
