#!/usr/bin/env python3
"""Times `demo-runner review` with 1,000 pending goldens, in release.

The runner is `snapshot-benchmark runner --demos 100`: `demo-runner` over a
generated catalog of 100 component-like demos x 10 tweaks (1,000 goldens of
40 lines: a framed header, wrapped text, a table). The script records the
goldens, changes every one, lets `snapshot` leave 1,000 renderings pending,
then measures, with the machine otherwise idle:

- the interactive `review` in a real pseudo-terminal (80 x 24), from launch
  to its first frame on screen (`Reviewing 1 of 1000`), then `q`;
- `review --list`, from launch to exit;
- `review --accept` of all 1,000, once;
- `cat` of the 1,000 pending files, the floor for reading them at all.

    python3 Scripts/benchmark-review.py [rounds]
"""
import os
import pty
import select
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import fcntl
import termios

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 15


def build():
    # Package.swift declares the benchmark targets only with DEMOKIT_BENCHMARKS=1.
    env = dict(os.environ, DEMOKIT_BENCHMARKS="1")
    subprocess.run(["swift", "build", "-c", "release", "--product", "snapshot-benchmark"], cwd=ROOT,
                   check=True, stdout=subprocess.DEVNULL, env=env)
    return os.path.join(ROOT, ".build", "release", "snapshot-benchmark")


def runner(executable, arguments, **kwargs):
    env = dict(os.environ)
    env.pop("CI", None)
    return subprocess.run([executable, "runner", "--demos", "100"] + arguments, env=env, **kwargs)


def first_frame_seconds(executable, snapshots):
    """Launches the interactive review in a pty and returns the seconds until
    its first frame shows the count; then quits it with q."""
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        env = dict(os.environ)
        env.pop("CI", None)
        env["TERM"] = "xterm-256color"
        os.execve(executable, [executable, "runner", "--demos", "100", "review", "--snapshots", snapshots], env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    seen = b""
    elapsed = None
    deadline = start + 10
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
        if elapsed is None and b"Reviewing 1 of 1000" in seen:
            elapsed = time.perf_counter() - start
            os.write(fd, b"q")
        if elapsed is not None and b"still pending" in seen:
            break
    os.waitpid(pid, 0)
    os.close(fd)
    if elapsed is None:
        raise SystemExit("the review showed no first frame; it printed:\n" + seen.decode(errors="replace")[-2000:])
    return elapsed


def main():
    executable = build()
    work = tempfile.mkdtemp(prefix="demokit-review-benchmark-")
    try:
        snapshots = os.path.join(work, "snapshots")
        runner(executable, ["snapshot", "--record", "all", "--snapshots", snapshots], check=True,
               stdout=subprocess.DEVNULL)
        goldens = []
        for folder, _, files in os.walk(snapshots):
            for name in files:
                if name.endswith(".txt"):
                    path = os.path.join(folder, name)
                    goldens.append(path)
                    with open(path, "a") as file:
                        file.write("a line the component no longer draws\n")
        left = runner(executable, ["snapshot", "--snapshots", snapshots], stdout=subprocess.PIPE, text=True)
        summary = left.stdout.strip().splitlines()[-1]
        print(f"{len(goldens)} goldens changed; snapshot: {summary}")
        pending = [os.path.join(folder, name) for folder, _, files in os.walk(os.path.join(snapshots, ".pending"))
                   for name in files if name.endswith(".txt")]

        open_times, list_times, cat_times = [], [], []
        for _ in range(ROUNDS):
            open_times.append(first_frame_seconds(executable, snapshots))
            start = time.perf_counter()
            runner(executable, ["review", "--list", "--snapshots", snapshots], check=True, stdout=subprocess.DEVNULL)
            list_times.append(time.perf_counter() - start)
            start = time.perf_counter()
            subprocess.run(["cat"] + pending, check=True, stdout=subprocess.DEVNULL)
            cat_times.append(time.perf_counter() - start)

        start = time.perf_counter()
        accepted = runner(executable, ["review", "--accept", "--snapshots", snapshots], stdout=subprocess.PIPE, text=True)
        accept_seconds = time.perf_counter() - start
        check = runner(executable, ["snapshot", "--record", "never", "--snapshots", snapshots],
                       stdout=subprocess.PIPE, text=True)

        def ms(values):
            return f"{statistics.median(values) * 1000:7.1f} ms"

        print(f"{len(pending)} pending; medians of {ROUNDS} rounds:")
        print(f"  review, launch to first frame (pty 80x24) {ms(open_times)}   (target < 100 ms)")
        print(f"  review --list, launch to exit             {ms(list_times)}")
        print(f"  cat of the pending files                  {ms(cat_times)}")
        print(f"  review --accept of all, once              {accept_seconds * 1000:7.1f} ms   "
              f"({accepted.stdout.strip().splitlines()[-1]})")
        print(f"  snapshot afterwards: {check.stdout.strip().splitlines()[-1]}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
