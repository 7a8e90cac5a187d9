"""The screen side of the start-up benchmark's side-by-side run: a private Xvfb and
session bus, the X root window grabbed through libxcb (ctypes), and the poller that
times a command from its spawn to its first frame with cards (see ``startup.py``)."""

from __future__ import annotations

import ctypes
import ctypes.util
import json
import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from benchmarks.startup_scripts import HEIGHT, WIDTH


class _ScreenIterator(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("rem", ctypes.c_int), ("index", ctypes.c_int)]


class _Cookie(ctypes.Structure):
    _fields_ = [("sequence", ctypes.c_uint)]


class Screen:
    """Grabs the X root window through libxcb (ctypes): no extra package needed."""

    def __init__(self, display: str, width: int, height: int) -> None:
        self.xcb = xcb = ctypes.CDLL(ctypes.util.find_library("xcb") or "libxcb.so.1")
        self.libc = ctypes.CDLL(None)
        xcb.xcb_connect.restype = ctypes.c_void_p
        xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_int)]
        xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
        xcb.xcb_get_setup.restype = ctypes.c_void_p
        xcb.xcb_get_setup.argtypes = [ctypes.c_void_p]
        xcb.xcb_setup_roots_iterator.restype = _ScreenIterator
        xcb.xcb_setup_roots_iterator.argtypes = [ctypes.c_void_p]
        xcb.xcb_get_image.restype = _Cookie
        xcb.xcb_get_image.argtypes = [
            ctypes.c_void_p,
            ctypes.c_uint8,
            ctypes.c_uint32,
            ctypes.c_int16,
            ctypes.c_int16,
            ctypes.c_uint16,
            ctypes.c_uint16,
            ctypes.c_uint32,
        ]
        xcb.xcb_get_image_reply.restype = ctypes.c_void_p
        xcb.xcb_get_image_reply.argtypes = [ctypes.c_void_p, _Cookie, ctypes.c_void_p]
        xcb.xcb_get_image_data.restype = ctypes.c_void_p
        xcb.xcb_get_image_data.argtypes = [ctypes.c_void_p]
        xcb.xcb_get_image_data_length.restype = ctypes.c_int
        xcb.xcb_get_image_data_length.argtypes = [ctypes.c_void_p]
        xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
        self.libc.free.argtypes = [ctypes.c_void_p]
        self.conn = xcb.xcb_connect(display.encode(), None)
        if not self.conn or xcb.xcb_connection_has_error(self.conn):
            raise RuntimeError(f"cannot connect to {display}")
        screen = xcb.xcb_setup_roots_iterator(xcb.xcb_get_setup(self.conn))
        self.root = ctypes.c_uint32.from_address(screen.data).value  # xcb_screen_t.root
        self.width, self.height = width, height

    def grab(self, step: int = 1) -> bytes:
        """The root window's pixels (BGRX, 4 bytes a pixel), every ``step``-th row only:
        one request per row, all sent before the first reply is read. Polling with
        ``step`` 8 moves an eighth of the pixels and so costs the X server (and the
        contestant, on a machine of 2 cores) far less."""
        cookies = (
            [
                self.xcb.xcb_get_image(self.conn, 2, self.root, 0, y, self.width, 1, 0xFFFFFFFF)
                for y in range(0, self.height, step)
            ]
            if step > 1
            else [self.xcb.xcb_get_image(self.conn, 2, self.root, 0, 0, self.width, self.height, 0xFFFFFFFF)]
        )
        rows = []
        for cookie in cookies:
            reply = self.xcb.xcb_get_image_reply(self.conn, cookie, None)
            if not reply:
                return b""
            try:
                rows.append(
                    ctypes.string_at(self.xcb.xcb_get_image_data(reply), self.xcb.xcb_get_image_data_length(reply))
                )
            finally:
                self.libc.free(reply)
        return b"".join(rows)

    def close(self) -> None:
        self.xcb.xcb_disconnect(self.conn)


ROW_STEP = 8  # the poller reads every 8th row of the screen


def shows_cards(frame: bytes, width: int, height: int) -> bool:
    """Whether a frame (every ``ROW_STEP``-th row) shows cards on felt; see the module's docstring."""
    stride = width * 4
    rows = 0
    for y in range(len(frame) // stride):
        row = frame[y * stride : (y + 1) * stride]
        blue, green, red = row[0::32], row[1::32], row[2::32]
        felt = white = 0
        for b, g, r in zip(blue, green, red):
            if g > r + 18 and g > b + 8:
                felt += 1
            elif r > 190 and g > 190 and b > 190:
                white += 1
        if felt >= 20 and white >= 8:
            rows += 1
            if rows >= 4:
                return True
    return False


def save_frame(frame: bytes, width: int, height: int, name: str, folder: Path) -> None:
    """Write a BGRX frame as a binary PPM in ``folder`` (for a look at what the poller took for cards)."""
    folder.mkdir(parents=True, exist_ok=True)
    rgb = bytearray(width * height * 3)
    rgb[0::3], rgb[1::3], rgb[2::3] = frame[2::4], frame[1::4], frame[0::4]
    path = folder / (name.split()[0] + ".ppm")
    path.write_bytes(f"P6 {width} {height} 255\n".encode() + bytes(rgb))


def poll(
    command: list[str],
    env: dict[str, str],
    screen: Screen,
    timeout: float = 20.0,
    settle: float = 0.0,
    name: str = "",
    frames: Path | None = None,
) -> tuple[float, float, int | None, float]:
    """Spawn a command; ms until its first drawn frame and until its first frame with
    cards, (with ``settle`` seconds) its VmHWM in kB that long after the latter, and
    for the floor and qtcards the ms to the first paint they report themselves. With
    ``frames``, the first frame with cards is saved there as ``NAME.ppm``."""
    blank = screen.grab(ROW_STEP)
    started = time.time()
    process = subprocess.Popen(
        command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=env.get("HOME")
    )
    mapped = cards = float("nan")
    hwm = None
    previous = blank
    try:
        while time.time() - started < timeout:
            frame = screen.grab(ROW_STEP)
            stamp = time.time()
            if frame != previous:  # the first frame that differs from the empty screen: mapped
                previous = frame
                if mapped != mapped:
                    mapped = (stamp - started) * 1000
                if shows_cards(frame, screen.width, screen.height):
                    cards = (stamp - started) * 1000
                    if frames is not None and name:
                        save_frame(screen.grab(), screen.width, screen.height, name, frames)
                    break
            if process.poll() is not None:
                break
            time.sleep(0.008)
        if settle and cards == cards and process.poll() is None:
            time.sleep(settle)
            with open(f"/proc/{process.pid}/status") as status:
                hwm = next((int(line.split()[1]) for line in status if line.startswith("VmHWM:")), None)
    finally:
        process.terminate()
        try:
            out = process.communicate(timeout=5)[0]
        except subprocess.TimeoutExpired:
            process.kill()
            out = process.communicate()[0]
    time.sleep(0.3)  # let the server drop the window before the next run
    painted = [json.loads(line[6:]) for line in (out or "").splitlines() if line.startswith("BENCH ")]
    if painted and painted[0].get("event") == "painted":
        own = (painted[0]["painted"] - started) * 1000  # the in-process hook of our own children
        return mapped, cards, hwm, own
    return mapped, cards, hwm, float("nan")


def peer_commands() -> list[tuple[str, list[str]]]:
    """kpat's and Aisleriot's commands (Klondike), those installed."""
    found = []
    kpat = shutil.which("kpat") or "/usr/games/kpat"
    sol = shutil.which("sol") or "/usr/games/sol"
    if Path(kpat).exists():
        found.append(("kpat (klondike)", [kpat, "--gametype", "klondike", "-qwindowgeometry", f"{WIDTH}x{HEIGHT}+0+0"]))
    else:
        print("kpat is not installed (--install-peers)")
    if Path(sol).exists():
        found.append(("aisleriot (klondike)", [sol, "--variation", "klondike"]))
    else:
        print("aisleriot is not installed (--install-peers)")
    return found


def start_xvfb(width: int = 1280, height: int = 1024) -> tuple[subprocess.Popen, str]:
    """A private Xvfb on the first free display from :91; the server and its display name."""
    for number in range(91, 120):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            break
    display = f":{number}"
    server = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", f"{width}x{height}x24", "-br", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        if Path(f"/tmp/.X11-unix/X{number}").exists():
            break
        time.sleep(0.05)
    time.sleep(0.2)
    return server, display


def start_dbus() -> tuple[subprocess.Popen | None, str | None]:
    """A private session bus, with the accessibility bus started on it as a desktop has
    it (else the first GTK app to ask would start it, and those after it would find it)."""
    if not shutil.which("dbus-daemon"):
        return None, None
    bus = subprocess.Popen(
        ["dbus-daemon", "--session", "--nofork", "--print-address=1"], stdout=subprocess.PIPE, text=True
    )
    address = bus.stdout.readline().strip()
    if shutil.which("dbus-send"):
        subprocess.run(
            [
                "dbus-send",
                "--session",
                "--dest=org.a11y.Bus",
                "--print-reply",
                "/org/a11y/bus",
                "org.a11y.Bus.GetAddress",
            ],
            env={**os.environ, "DBUS_SESSION_BUS_ADDRESS": address},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=30,
        )
    return bus, address


@contextmanager
def private_desktop(width: int = 1280, height: int = 1024) -> Iterator[tuple[Screen, str]]:
    """A private Xvfb with a session bus (its address in this process's environment, so in
    every child's) and the screen grabber on it: ``(screen, display)``; all three are
    closed again on the way out."""
    server, display = start_xvfb(width, height)
    bus, address = start_dbus()
    screen = Screen(display, width, height)
    try:
        if address:
            os.environ["DBUS_SESSION_BUS_ADDRESS"] = address
        yield screen, display
    finally:
        screen.close()
        if bus is not None:
            bus.terminate()
            bus.wait()
        server.terminate()
        server.wait()
