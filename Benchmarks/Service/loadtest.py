"""The share-card service's load test; Benchmarks/Service/run builds everything and calls this.

    python3 loadtest.py SERVICE_BINARY BENCH_BINARY AVATAR_DIR SECONDS RESULTS_MD

Runs, on loopback: the per-card row (Darkroom's render function and Takumi on the same cards, interleaved),
the cold start, wrk scenarios of SECONDS each (uncached, cached, mixed formats, overload), resident memory at
start and after 10,000 and 100,000 requests, and two replicas behind nginx (byte identity, and one replica
against two at one render thread each). Writes RESULTS_MD headed by the conditions.
"""
import hashlib
import json
import os
import platform
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
SERVICE, BENCH, AVATARS, SECONDS, RESULTS = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
BOUND = 16
CARDS = os.environ.get("PER_CARD_COUNT", "20")  # cards per format in the per-card row
lines = []
# ONLY=scenarios,memory (any of per_card, cold, scenarios, memory, replicas) runs those sections alone, for a rerun.
ONLY = set(filter(None, os.environ.get("ONLY", "").split(",")))


def wanted(section):
    return not ONLY or section in ONLY


def say(text=""):
    print(text, flush=True)
    lines.append(text)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def load():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def get(url, headers=None, timeout=30):
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as r:
            return r.status, dict(r.headers), r.read()
    except urllib.error.HTTPError as e:
        return e.code, dict(e.headers), e.read()


class Replica:
    def __init__(self, threads=None, bound=BOUND, cache_mb=None, environment=None):
        self.port = free_port()
        env = dict(os.environ, PORT=str(self.port), AVATAR_DIR=AVATARS, MAX_IN_FLIGHT=str(bound), LOG_LEVEL="warning",
                   **(environment or {}))
        if threads:
            env["RENDER_THREADS"] = str(threads)
        if cache_mb is not None:
            env["CACHE_MB"] = str(cache_mb)
        self.started = time.perf_counter()
        self.process = subprocess.Popen([SERVICE], env=env)
        self.first_response = None
        for _ in range(2000):
            try:
                status, _, _ = get(f"http://127.0.0.1:{self.port}/card.png?title=First%20card", timeout=5)
                if status == 200:
                    self.first_response = time.perf_counter() - self.started
                    return
            except OSError:
                time.sleep(0.002)
        raise SystemExit("the service did not start")

    def url(self, path=""):
        return f"http://127.0.0.1:{self.port}{path}"

    def stop(self):
        self.process.terminate()  # SIGTERM: graceful shutdown
        self.process.wait(timeout=30)


def wrk(url, connections, seconds, *script_args, threads=2, rate=None):
    """wrk with load.lua; `rate` (requests per second in all) paces the threads' requests instead of sending each
    connection's next request as soon as its answer arrives."""
    paced = [f"rate={rate / threads:g}"] if rate else []
    out = subprocess.run(
        ["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "--timeout", "10s", "-s",
         os.path.join(HERE, "load.lua"), url, "--", *script_args, *paced],
        capture_output=True, text=True, check=True).stdout
    line = next(l for l in out.splitlines() if l.startswith("RESULT "))
    result = json.loads(line[7:])
    result["rps"] = result["requests"] / result["seconds"]
    return result


def wait_idle(replica):
    """Waits until the renders a previous scenario left in flight have finished, so that they do not hold the
    next scenario's slots (a scenario's first requests would get 503s)."""
    for _ in range(600):
        if json.loads(get(replica.url("/health"))[2])["inFlight"] == 0:
            return
        time.sleep(0.05)


def render_times(replica):
    """(renders, seconds of work on render threads, seconds waiting otherwise) so far, from /metrics' histograms."""
    text = get(replica.url("/metrics"))[2].decode()
    totals = {"count": 0.0, "work": 0.0, "wait": 0.0}
    for line in text.splitlines():
        name = line.split("{", 1)[0].split(" ", 1)[0]
        value = float(line.rsplit(" ", 1)[1]) if not line.startswith("#") else 0.0
        if name == "sharecard_render_duration_seconds_count":
            totals["count"] += value
        elif name == "sharecard_render_duration_seconds_sum":
            totals["work"] += value
        elif name == "sharecard_render_wait_seconds_sum":
            totals["wait"] += value
    return totals


def card_requests(replica):
    """Card requests the replica has answered with an image: renders plus cache hits, from /metrics."""
    text = get(replica.url("/metrics"))[2].decode()
    return sum(float(line.rsplit(" ", 1)[1]) for line in text.splitlines()
               if line.startswith(("sharecard_renders_total", "sharecard_cache_hits_total")))


def wrk_until(replica, count):
    """wrk in memory mode until the replica has answered `count` more card requests. Each wrk thread stops
    sending after its half; wrk itself waits out its duration unless interrupted, so SIGINT ends it (wrk then
    prints its summary as at the end of a run)."""
    start = card_requests(replica)
    process = subprocess.Popen(
        ["wrk", "-t2", "-c16", "-d3600s", "--timeout", "10s", "-s", os.path.join(HERE, "load.lua"), replica.url(),
         "--", "memory", str(count // 2)], stdout=subprocess.PIPE, text=True)
    while card_requests(replica) - start < count and process.poll() is None:
        time.sleep(0.5)
    process.send_signal(signal.SIGINT)
    out = process.communicate(timeout=60)[0]
    result = json.loads(next(l for l in out.splitlines() if l.startswith("RESULT "))[7:])
    return result


def row(name, connections, r, rss=None, split=None, load_before=None):
    """One scenario's table row; `split` is (mean ms of work on a render thread, mean ms waiting otherwise) and
    `load_before` the 1-minute load average when the scenario started."""
    errors = r["connect"] + r["read"] + r["write"]
    statuses = ", ".join(f"{k}: {v}" for k, v in sorted(r["statuses"].items()))
    extra = ""
    if split is not None:
        extra += " " + (f"{split[0]:.1f} / {split[1]:.1f}" if split[0] == split[0] else "–") + " |"
    if rss is not None:
        extra += f" {rss:.1f} |"
    if load_before is not None:
        extra += f" {load_before} |"
    say(f"| {name} | {connections} | {r['rps']:.1f} | {r['p50_ms']:.1f} | {r['p99_ms']:.1f} | {r['max_ms']:.1f} "
        f"| {statuses} | {errors} | {r['timeout']} |" + (extra or " |"))


# (name, connections, load.lua arguments, paced rate in requests per second or None for back-to-back requests)
SCENARIOS = (
    ("uncached cards, one connection per core (no queueing)", 2, ["uncached"], None),
    ("uncached cards (every request a new title), PNG", 16, ["uncached"], None),
    ("uncached cards, PNG, 80 requests/s offered (paced, Poisson)", 16, ["uncached"], 80),
    ("uncached cards, PNG, 120 requests/s offered (paced, Poisson)", 16, ["uncached"], 120),
    ("cached repeats (same card), PNG", 16, ["cached"], None),
    ("mixed formats (PNG, JPEG, WebP in turn), uncached", 16, ["mixed"], None),
    ("uncached certificates, PNG", 16, ["uncached", "certificate"], None),
    (f"overload: 64 connections, bound {BOUND}", 64, ["uncached"], None),
)

PEERS = """## Published peer figures (their machines, not this run)

| peer | figure | conditions |
|---|---|---|
| Satori (Node) under wrk | 15.95 requests/s, 1.53 s mean latency, 149 timeouts in 30 s | wrk -t10 -c30 on a 10-core M1 Pro, satori + sharp, fonts parsed per request (vercel/satori issue 590) |
| Satori per render | SVG 4.06 ms + resvg 33.46 ms (p99 34.24 ms) | M4 Pro, node 22 (vercel/satori issue 706) |
| og-engine (canvas, Bun) | 1200 × 630 full pipeline p50 21.57 ms, p95 22.79 ms | Apple M2 (og-engine.com/benchmarks) |
| Puppeteer (og-engine's baseline) | warm p50 128.75 ms; cold p50 657.55 ms | Apple M2 (og-engine.com/benchmarks) |
"""


def per_card():
    say("## Per card: the render function alone, and Takumi on the same cards")
    say("")
    say("Warm, one thread, one process each, every card with its own title; 1200 × 630 at scale 1. The two "
        "programs ran alternately twice; each row is the median of the two runs' medians.")
    say("")
    rows = {}
    with tempfile.TemporaryDirectory() as out:
        for _ in range(2):
            for cmd in ([BENCH, AVATARS, CARDS, out],
                        [sys.executable, os.path.join(HERE, "takumi_cards.py"), os.path.join(AVATARS, "gradient.png"),
                         CARDS, out]):
                try:
                    text = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
                except (subprocess.CalledProcessError, FileNotFoundError) as e:
                    say(f"(a per-card program failed: {e})")
                    continue
                for line in text.splitlines():
                    if line.startswith("{"):
                        r = json.loads(line)
                        rows.setdefault((r["renderer"], r["format"]), []).append(r)
    say("| renderer | format | median ms | mean bytes |")
    say("|---|---|---:|---:|")
    for (renderer, fmt), rs in rows.items():
        say(f"| {renderer} | {fmt} | {statistics.median(r['median_ms'] for r in rs):.2f} "
            f"| {statistics.median(r['mean_bytes'] for r in rs):.0f} |")
    say("")


def main():
    say("# Share-card service under load")
    say("")
    say("Written by `Benchmarks/Service/run` (the service: Examples/ShareCardService, release build).")
    say("")
    say("## Conditions")
    say("")
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
    say(f"- date: {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    say(f"- machine: {os.cpu_count()} cores, {cpu}, {platform.system()} {platform.release()}")
    say(f"- load average before: {load()} (other programs on the machine share these cores)")
    for cmd in (["swift", "--version"], ["wrk", "--version"], ["nginx", "-v"]):
        r = subprocess.run(cmd, capture_output=True, text=True)
        say(f"- {(r.stdout + r.stderr).strip().splitlines()[0]}")
    takumi = subprocess.run([sys.executable, "-m", "pip", "show", "takumi-py"], capture_output=True, text=True).stdout
    say(f"- takumi-py {next((l.split()[1] for l in takumi.splitlines() if l.startswith('Version')), 'missing')}")
    webp = subprocess.run(["pkg-config", "--modversion", "libwebp"], capture_output=True, text=True).stdout.strip()
    say(f"- libwebp {webp}; scenario length {SECONDS} s; render bound (MAX_IN_FLIGHT) {BOUND}; wrk with 2 threads")
    say("")
    if wanted("per_card"):
        per_card()
        say(PEERS)
    if wanted("cold"):
        cold_section()
    if wanted("scenarios"):
        scenarios_section()
    if wanted("memory"):
        memory_section()
    if wanted("replicas"):
        replicas_section()
    say(f"Load average after: {load()}.")
    with open(RESULTS, "w") as f:
        f.write("\n".join(lines) + "\n")


def cold_section():
    say("## Cold start")
    say("")
    colds = []
    for _ in range(3):
        r = Replica()
        colds.append(r.first_response)
        r.stop()
    say(f"From starting the process to the first card's bytes (a render, not a cache hit): "
        f"{', '.join(f'{c * 1000:.0f} ms' for c in colds)} (median {statistics.median(colds) * 1000:.0f} ms).")
    say("")


def scenarios_section():
    say("## Scenarios (one replica, every core)")
    say("")
    replica = Replica()
    start_rss = rss_mb(replica.process.pid)
    say(f"Resident memory after the first card: {start_rss:.1f} MB.")
    say("")
    say("`render / wait ms`: the mean time of a render on its render thread, and the mean of the rest of its "
        "latency inside the service (waiting for a free render thread, hand-offs), from `/metrics`.")
    say("")
    say("| scenario | connections | requests/s | p50 ms | p99 ms | max ms | statuses | socket errors "
        "| timeouts | render / wait ms | RSS after, MB | load before |")
    say("|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|")
    for name, connections, args, rate in SCENARIOS:
        wait_idle(replica)
        before, load_before = render_times(replica), load().split()[0]
        r = wrk(replica.url(), connections, SECONDS, *args, rate=rate)
        after = render_times(replica)
        renders = after["count"] - before["count"]
        split = ((after["work"] - before["work"]) * 1000 / renders,
                 (after["wait"] - before["wait"]) * 1000 / renders) if renders else (float("nan"), 0)
        row(name, connections, r, rss_mb(replica.process.pid), split, load_before)
    health = get(replica.url("/health"))[2].decode()
    say("")
    say(f"`/health` right after the overload: `{health}`.")
    replica.stop()
    say("")


# The memory run's settings: as shipped, and glibc's malloc limited to two arenas (one per core) for comparison.
MEMORY_VARIANTS = (("as shipped", {}), ("MALLOC_ARENA_MAX=2", {"MALLOC_ARENA_MAX": "2"}))


def memory_section():
    say("## Resident memory over 200,000 requests")
    say("")
    say("One card in 50 new (rendered), the rest 100 repeating ones (cache hits); 16 connections; the cache "
        "bound set to 8 MB (CACHE_MB=8), which the new cards fill before the 10,000th request, so the growth "
        "after it is the process's own, not the cache filling up to its bound.")
    say("")
    say("| settings | start (after the first card), MB | after 10,000, MB | after 100,000, MB | after 200,000, MB "
        "| growth 10,000 → 100,000 | errors |")
    say("|---|---:|---:|---:|---:|---:|---|")
    for label, environment in MEMORY_VARIANTS:
        replica = Replica(cache_mb=8, environment=environment)
        rss, done, problems = [rss_mb(replica.process.pid)], 0, []
        for target in (10_000, 100_000, 200_000):
            r = wrk_until(replica, target - done)
            done += r["requests"]
            rss.append(rss_mb(replica.process.pid))
            if r["connect"] + r["read"] + r["write"] + r["timeout"] or set(r["statuses"]) != {"200"}:
                problems.append(f"{r['statuses']}, socket errors {r['connect'] + r['read'] + r['write']}, "
                                f"timeouts {r['timeout']}")
        replica.stop()
        growth = (rss[2] - rss[1]) / rss[1] * 100
        say(f"| {label} | {rss[0]:.1f} | {rss[1]:.1f} | {rss[2]:.1f} | {rss[3]:.1f} | {growth:+.1f} % "
            f"| {'; '.join(problems) or 'none'} |")
    say("")


def nginx(ports):
    folder = tempfile.mkdtemp(prefix="share-card-nginx-")
    port = free_port()
    with open(os.path.join(HERE, "nginx.conf.template")) as f:
        config = f.read()
    for key, value in (("@PREFIX@", folder), ("@PORT@", str(port)), ("@REPLICA1@", str(ports[0])),
                       ("@REPLICA2@", str(ports[1]))):
        config = config.replace(key, value)
    path = os.path.join(folder, "nginx.conf")
    with open(path, "w") as f:
        f.write(config)
    process = subprocess.Popen(["nginx", "-p", folder, "-c", path, "-g", "daemon off;"])
    for _ in range(200):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.02)
    return process, port


def replicas_section():
    say("## Two replicas behind nginx")
    say("")
    a, b = Replica(), Replica()
    proxy, port = nginx([a.port, b.port])
    identical = True
    for path in ("/card.png?title=Replicas&avatar=gradient.png", "/certificate.webp?title=Ada%20Lovelace",
                 "/card.jpg?title=Same%20bytes"):
        digests, upstreams = set(), set()
        for base in (f"http://127.0.0.1:{port}",) * 4 + (a.url(), b.url()):
            status, headers, body = get(base + path)
            digests.add(hashlib.sha256(body).hexdigest())
            upstreams.add(headers.get("X-Replica", "direct"))
        identical &= len(digests) == 1
        say(f"- `{path}`: {len(digests)} distinct body (SHA-256 {next(iter(digests))[:16]}…) from "
            f"{len(upstreams) - 1} replicas through nginx and each replica directly")
    say(f"\nByte-identical across replicas: {'yes' if identical else 'NO'}.")
    a.stop(); b.stop(); proxy.terminate(); proxy.wait()
    say("")
    say(f"{min(SECONDS, 30)} s each. Scaling by replicas, each limited to one render thread (on this 2-core machine two replicas can only "
        "show twice one core's work; on N machines the same holds per machine):")
    say("")
    say("| setup | connections | requests/s | p50 ms | p99 ms | max ms | statuses | socket errors | timeouts |")
    say("|---|---:|---:|---:|---:|---:|---|---:|---:|")
    one = Replica(threads=1)
    row("one replica, 1 render thread", 16, wrk(one.url(), 16, min(SECONDS, 30), "uncached"))
    one.stop()
    a, b = Replica(threads=1), Replica(threads=1)
    proxy, port = nginx([a.port, b.port])
    row("two replicas behind nginx, 1 render thread each", 16,
        wrk(f"http://127.0.0.1:{port}", 16, min(SECONDS, 30), "uncached"))
    a.stop(); b.stop(); proxy.terminate(); proxy.wait()
    say("")


if __name__ == "__main__":
    try:
        main()
    finally:  # a failed run still leaves what it measured, marked as cut short
        if not os.path.exists(RESULTS) or open(RESULTS).read() != "\n".join(lines) + "\n":
            with open(RESULTS, "w") as f:
                f.write("\n".join(lines) + "\n")
