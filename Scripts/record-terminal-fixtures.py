#!/usr/bin/env python3
"""Records the raw output of real programs that draw in a terminal, for the
differential test of DemoKit's headless terminal against tmux
(Tests/DemoKitHeadlessDifferentialTests), and tmux's screen of each.

Usage:
    pip install rich==15.0.0 tqdm==4.70.1 ; apt-get install tmux dialog
    Scripts/record-terminal-fixtures.py [--check] [NAME ...]

Each program runs in a pseudo-terminal of a fixed size (Python's pty
module; TERM=xterm-256color, LANG=C.UTF-8), and every byte it writes is kept
as Tests/DemoKitHeadlessDifferentialTests/Fixtures/Recordings/
NAME.COLUMNSxROWS.bin. Nothing depends on the clock: rich gets a fake
clock and no refresh thread, tqdm a format without rates or times, git a
fixed commit, ls a directory made here. dialog is driven with keys and cut
before it leaves the alternate screen, so the recording ends mid-session.

Then the bytes run in tmux, exactly as the Swift harness runs them (a
detached session of the same size, `stty raw -echo; cat FILE`), and
`tmux capture-pane -p` (trailing spaces trimmed) followed by a line
`cursor ROW,COLUMN` is written beside it as NAME.COLUMNSxROWS.screen.txt,
so that a change in a recording shows as a reviewable diff.

Files are written only when their content changes; `--check` writes nothing
and exits with status 1 when a recorded file would change. Each recording
must stay under 50 KB.
"""

import argparse
import os
import pty
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import termios
import fcntl
import time
import uuid

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Tests", "DemoKitHeadlessDifferentialTests", "Fixtures", "Recordings")
MAXIMUM_SIZE = 50_000

# The programs run by `python3 -c`; each writes to its terminal, stdout.
RICH_PROGRESS = r"""
from rich.console import Console
from rich.progress import Progress, TextColumn, BarColumn, TaskProgressColumn
console = Console(force_terminal=True, color_system="truecolor", get_time=lambda: 0.0)
columns = [TextColumn("[bold blue]{task.description}"), BarColumn(), TaskProgressColumn()]
with Progress(*columns, console=console, auto_refresh=False) as progress:
    tasks = [progress.add_task(name, total=total) for name, total in
             [("download", 40), ("unpack", 25), ("install", 10)]]
    for step in range(40):
        for task, rate in zip(tasks, (1, 1, 0.5)):
            progress.advance(task, rate)
        progress.refresh()
"""

RICH_STATUS = r"""
from rich.console import Console
from rich.live import Live
from rich.spinner import Spinner
clock = [0.0]
console = Console(force_terminal=True, color_system="256", get_time=lambda: clock[0])
spinner = Spinner("dots", text="[green]Building[/] the catalog…", style="magenta")
with Live(spinner, console=console, auto_refresh=False, transient=True) as live:
    for step in range(24):
        clock[0] += 0.08
        if step % 6 == 5:
            console.print(f"[bold]✔[/] step {step // 6 + 1} done, [dim]{step} frames[/]")
        live.refresh()
console.print("[reverse] all done [/]")
"""

RICH_LIVE_TABLE = r"""
from rich.console import Console
from rich.live import Live
from rich.table import Table
console = Console(force_terminal=True, color_system="truecolor", get_time=lambda: 0.0)
def table(rows):
    t = Table(title="Deploys", header_style="bold cyan")
    t.add_column("Service"); t.add_column("Region"); t.add_column("State", justify="right")
    for i in range(rows):
        state = "[green]up[/]" if i % 3 else "[red on white]down[/]"
        t.add_row(f"svc-{i:02}", ["eu", "us", "ap"][i % 3], state)
    return t
with Live(table(0), console=console, auto_refresh=False) as live:
    for rows in range(1, 9):
        live.update(table(rows), refresh=True)
"""

RICH_TABLE = r"""
from rich.console import Console
from rich.table import Table
console = Console(force_terminal=True, color_system="truecolor")
t = Table(title="[italic]Colours[/]", show_lines=True)
t.add_column("Name", style="bold"); t.add_column("Sample"); t.add_column("Note", style="dim")
for name, style, note in [("red", "red", "16"), ("bright", "bright_magenta", "16 bright"),
                          ("orange", "color(208)", "256"), ("teal", "#1e90ff on #202020", "24-bit"),
                          ("under", "underline strike", "attrs"), ("中文", "reverse", "wide")]:
    t.add_row(name, f"[{style}]sample text[/]", note)
console.print(t)
"""

TQDM = r"""
import sys
from tqdm import tqdm
form = "{l_bar}{bar}| {n_fmt}/{total_fmt}"
outer = tqdm(total=4, desc="files", bar_format=form, mininterval=0, file=sys.stdout, position=0)
for f in range(4):
    inner = tqdm(total=15, desc=f"file {f}", bar_format=form, mininterval=0, file=sys.stdout,
                 position=1, leave=False)
    for i in range(15):
        inner.update(1)
    inner.close()
    outer.update(1)
outer.close()
print("tqdm done")
"""


def python(source):
    return [sys.executable, "-c", source]


def ls_directory():
    directory = tempfile.mkdtemp(prefix="demokit-ls-")
    os.mkdir(os.path.join(directory, "Sources"))
    os.mkdir(os.path.join(directory, "Tests"))
    for name in ["README.md", "Package.swift", "archive.tar.gz", "logo.png", "notes.txt", "script.sh"]:
        with open(os.path.join(directory, name), "w") as file:
            file.write(name)
    os.chmod(os.path.join(directory, "script.sh"), 0o755)
    os.symlink("README.md", os.path.join(directory, "link"))
    os.symlink("missing", os.path.join(directory, "broken"))
    return directory


# name, columns, rows, command (a list, or a function returning one), keys.
RECORDINGS = [
    ("rich-progress", 60, 8, python(RICH_PROGRESS), []),
    ("rich-status", 50, 10, python(RICH_STATUS), []),
    ("rich-live-table", 50, 16, python(RICH_LIVE_TABLE), []),
    ("rich-table", 50, 24, python(RICH_TABLE), []),
    ("tqdm", 60, 6, python(TQDM), []),
    ("git-log-graph", 60, 20, ["git", "-C", ROOT, "--no-pager", "log", "--graph", "--color=always",
                               "--format=%C(yellow)%h%C(reset) %s", "-n", "18", "2e40e3c"], []),
    ("ls-color", 40, 6, lambda: ["sh", "-c", 'eval "$(dircolors -b)"; cd "$1"; ls --color=always -C',
                                 "sh", ls_directory()], []),
    ("dialog-checklist", 60, 18, ["dialog", "--checklist", "Pick what to install", "14", "44", "5",
                                  "swift", "The Swift toolchain", "on", "tmux", "A terminal multiplexer",
                                  "off", "rich", "Python's rich", "off"],
     [b"\x1bOB", b" ", b"\x1bOB", b" "]),
]


def record(columns, rows, command, keys):
    """Runs `command` in a pty of the given size and returns what it wrote."""
    environment = {
        "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": tempfile.gettempdir(), "TERM": "xterm-256color",
        "LANG": "C.UTF-8", "COLUMNS": str(columns), "LINES": str(rows), "NCURSES_NO_UTF8_ACS": "1",
        "PYTHONPATH": os.pathsep.join(p for p in sys.path if p),
    }
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        os.execvpe(command[0], command, environment)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    output = bytearray()
    pending = list(keys)

    def read(quiet):
        # Reads until the program has been quiet for `quiet` seconds.
        while True:
            ready, _, _ = select.select([fd], [], [], quiet)
            if not ready:
                return True
            try:
                data = os.read(fd, 65536)
            except OSError:
                return False
            if not data:
                return False
            output.extend(data)

    alive = read(1.0 if keys else 30)
    while alive and pending:
        os.write(fd, pending.pop(0))
        alive = read(0.5)
    if alive:
        os.write(fd, b"\x1b")  # dialog: Escape leaves
        read(2.0)
    os.close(fd)
    os.waitpid(pid, 0)
    return bytes(output)


def tmux_screen(data, columns, rows):
    """tmux's plain screen of `data`, and its cursor, as the harness gets it."""
    socket = "demokit-record-" + uuid.uuid4().hex[:8]
    directory = tempfile.mkdtemp(prefix="demokit-record-")
    try:
        path = os.path.join(directory, "stream")
        with open(path, "wb") as file:
            file.write(data)
        configuration = os.path.join(directory, "tmux.conf")
        with open(configuration, "w") as file:
            file.write("set -g status off\nset -g default-shell /bin/sh\nset -g allow-rename off\n")
        tmux = ["tmux", "-u", "-L", socket, "-f", configuration]
        shell = f"stty raw -echo; cat '{path}'; printf '\\030\\033]2;done\\033\\\\'; exec sleep 86400"
        subprocess.run(tmux + ["new-session", "-d", "-s", "c", "-x", str(columns), "-y", str(rows), shell],
                       check=True)
        for _ in range(500):
            title = subprocess.run(tmux + ["display", "-p", "-t", "c", "#{pane_title}"], check=True,
                                   capture_output=True, text=True).stdout.strip()
            if title == "done":
                break
            time.sleep(0.02)
        else:
            raise SystemExit("tmux did not finish reading the recording")
        screen = subprocess.run(tmux + ["capture-pane", "-p", "-t", "c"], check=True, capture_output=True).stdout
        cursor = subprocess.run(tmux + ["display", "-p", "-t", "c", "#{cursor_y},#{cursor_x}"], check=True,
                                capture_output=True).stdout
        subprocess.run(tmux + ["kill-server"], check=False)
        return screen + b"cursor " + cursor
    finally:
        shutil.rmtree(directory, ignore_errors=True)


def write_if_changed(path, data, check):
    old = open(path, "rb").read() if os.path.exists(path) else None
    if old == data:
        return False
    if not check:
        with open(path, "wb") as file:
            file.write(data)
    return True


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a file would change")
    parser.add_argument("names", nargs="*", help="record only these")
    arguments = parser.parse_args()
    os.makedirs(OUTPUT, exist_ok=True)
    changed = []
    for name, columns, rows, command, keys in RECORDINGS:
        if arguments.names and name not in arguments.names:
            continue
        data = record(columns, rows, command() if callable(command) else command, keys)
        if name.startswith("dialog"):
            # Cut before dialog leaves the alternate screen: what is left is
            # a full-screen program mid-session.
            end = data.rfind(b"\x1b[?1049l")
            if end > 0:
                data = data[:end]
        if len(data) > MAXIMUM_SIZE:
            raise SystemExit(f"{name}: {len(data)} bytes, over {MAXIMUM_SIZE}; record less")
        base = os.path.join(OUTPUT, f"{name}.{columns}x{rows}")
        screen = tmux_screen(data, columns, rows)
        for path, content in [(base + ".bin", data), (base + ".screen.txt", screen)]:
            if write_if_changed(path, content, arguments.check):
                changed.append(os.path.relpath(path, ROOT))
        print(f"{name}: {len(data)} bytes, {columns} x {rows}")
    for path in changed:
        print(("out of date: " if arguments.check else "wrote ") + path)
    if arguments.check and changed:
        sys.exit(1)


if __name__ == "__main__":
    main()
