"""Phones for bench_entry.py: one per club table, each claiming its table's entry address and
then tapping a matador and taking it back (undo), one tap every ``PERIOD`` seconds with a
random phase, as a keeper's hand does. They run in a process of their own (the phones are not
the server's machine: their work must not be counted as the server's), each from a loopback
address of its own (127.0.0.N), as phones on the Wi-Fi each have theirs: the server paces taps
per client address. Prints ``ready`` once every phone keeps its table, then runs until its
standard input closes, then prints the answers' status counts as JSON.

Run by bench_entry.py:  python bench/entry_phones.py PERIOD URL [URL ...]
"""

from __future__ import annotations

import http.client
import json
import random
import sys
import threading
import time
from collections import Counter
from urllib.parse import urlsplit

STOP = threading.Event()


class Phone:
    def __init__(self, url: str, number: int) -> None:
        parts = urlsplit(url)
        self.host, self.port, self.path = parts.hostname or "", parts.port or 80, parts.path
        self.source = f"127.0.{1 + number // 250}.{2 + number % 250}"
        self.headers = {
            "Content-Type": "application/json",
            "Origin": f"http://{parts.netloc}",
            "Sec-Fetch-Site": "same-origin",
            "X-Entry-Token": self.path.strip("/").split("/")[1],
            "X-Entry-Device": f"bench-phone-{number}",
        }
        self.connection = http.client.HTTPConnection(
            self.host, self.port, timeout=30, source_address=(self.source, 0)
        )

    def post(self, what: str, body: object) -> int:
        self.connection.request("POST", self.path + what, json.dumps(body), self.headers)
        answer = self.connection.getresponse()
        answer.read()
        return answer.status


def run(
    phone: Phone, number: int, period: float, ready: threading.Barrier, seen: Counter[int]
) -> None:
    seen[phone.post("claim", {"name": f"phone {number}", "take_over": True})] += 1
    ready.wait()
    rng = random.Random(number)
    time.sleep(rng.uniform(0, period))
    step = 0
    while not STOP.is_set():
        tap = {"id": f"b{number}-{step}", "do": "matador" if step % 2 == 0 else "undo"}
        seen[phone.post("tap", tap)] += 1
        step += 1
        STOP.wait(period)


def main(period: float, urls: list[str]) -> None:
    seen: Counter[int] = Counter()
    ready = threading.Barrier(len(urls) + 1)
    threads = [
        threading.Thread(target=run, args=(Phone(url, n), n, period, ready, seen), daemon=True)
        for n, url in enumerate(urls)
    ]
    for thread in threads:
        thread.start()
    ready.wait()
    print("ready", flush=True)
    sys.stdin.read()  # until the benchmark closes it
    STOP.set()
    for thread in threads:
        thread.join(timeout=35)
    print(json.dumps(dict(seen)), flush=True)


if __name__ == "__main__":
    main(float(sys.argv[1]), sys.argv[2:])
