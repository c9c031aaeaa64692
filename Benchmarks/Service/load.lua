-- wrk script for the share-card service: `wrk ... -s load.lua URL -- MODE [KIND]`
--   uncached  every request a different title (every request renders), PNG
--   cached    the same card every time (after the first, every request is a cache hit)
--   mixed     every request a different title, PNG, JPEG and WebP in turn
--   memory N  one request in 50 a new card, the rest 100 repeating ones; each thread stops after N
--             responses (so `-t2 ... -- memory 5000` stops at 10,000: resident memory at a request count)
-- A last argument `rate=R` paces each wrk thread to start R requests per second, at random (Poisson) times on a
-- schedule kept from the run's start, instead of sending the next request the moment an answer arrives: many
-- clients that each ask now and then, not N clients that never pause. wrk's latency starts when a request is
-- written, so a schedule that falls behind (every connection busy) shows as a lower rate, not as latency.
-- At the end it prints one line, `RESULT {json}`: requests, statuses by code, socket errors, latency.
local threads = {}
local counter = 0
local mode = "uncached"
local kind = "card"
local formats = { "png", "jpg", "webp" }
statuses = {}

-- `run` tells runs apart, so that a second memory run's new cards are new to the server too.
function setup(thread)
    table.insert(threads, thread)
    thread:set("id", #threads)
    thread:set("run", tostring(os.time()))
end

local limit = nil
local responses = 0
local rate = nil
local paced_delay

function init(args)
    local rest = {}
    for _, arg in ipairs(args) do
        local r = arg:match("^rate=([%d.]+)$")
        if r then rate = tonumber(r) else table.insert(rest, arg) end
    end
    mode = rest[1] or "uncached"
    if mode == "memory" then limit = tonumber(rest[2]) else kind = rest[2] or "card" end
    math.randomseed(id * 7919)
    if rate then delay = paced_delay end
end

-- The monotonic clock, through LuaJIT's FFI (wrk's Lua has no wall clock finer than a second).
local ffi = require("ffi")
ffi.cdef [[
typedef struct { long tv_sec; long tv_nsec; } sharecard_timespec;
int clock_gettime(int clock, sharecard_timespec *time);
]]
local timespec = ffi.new("sharecard_timespec")
local function now_ms()
    ffi.C.clock_gettime(1, timespec) -- CLOCK_MONOTONIC
    return tonumber(timespec.tv_sec) * 1000 + tonumber(timespec.tv_nsec) / 1e6
end

local next_at = nil

-- Milliseconds until this request's slot in the thread's schedule: wrk's `delay`, defined only with `rate=` (wrk
-- asks after `init` whether the script has one; without it no request waits for a timer).
function paced_delay()
    local now = now_ms()
    next_at = next_at or now
    local slot = next_at
    next_at = next_at - math.log(1 - math.random()) * 1000 / rate
    return math.max(0, math.floor(slot - now))
end

function request()
    counter = counter + 1
    if mode == "cached" then
        return wrk.format("GET", "/" .. kind .. ".png?title=The%20same%20card%20every%20time&subtitle=cached")
    end
    if mode == "memory" then
        local card = (counter % 50 == 0) and (id .. "-" .. counter .. "-" .. run) or tostring(counter % 100)
        return wrk.format("GET", "/card.png?title=Memory%20card%20" .. card)
    end
    local format = "png"
    if mode == "mixed" then format = formats[counter % 3 + 1] end
    local title = "Card%20" .. id .. "-" .. counter .. "%3A%20Darkroom%20renders%20SwiftUI%20views"
    return wrk.format("GET", "/" .. kind .. "." .. format .. "?title=" .. title
        .. "&subtitle=Share%20cards%20from%20one%20Swift%20codebase%2C%20no.%20" .. counter)
end

function response(status, headers, body)
    statuses[status] = (statuses[status] or 0) + 1
    responses = responses + 1
    if limit and responses >= limit then wrk.thread:stop() end
end

function done(summary, latency, requests)
    local merged = {}
    for _, thread in ipairs(threads) do
        for status, count in pairs(thread:get("statuses")) do
            merged[tostring(status)] = (merged[tostring(status)] or 0) + count
        end
    end
    local parts = {}
    for status, count in pairs(merged) do table.insert(parts, string.format('"%s": %d', status, count)) end
    local e = summary.errors
    io.write(string.format(
        'RESULT {"requests": %d, "seconds": %.3f, "statuses": {%s}, "connect": %d, "read": %d, "write": %d, '
            .. '"timeout": %d, "non2xx": %d, "p50_ms": %.3f, "p90_ms": %.3f, "p99_ms": %.3f, "max_ms": %.3f}\n',
        summary.requests, summary.duration / 1e6, table.concat(parts, ", "), e.connect, e.read, e.write, e.timeout,
        e.status, latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000,
        latency.max / 1000))
end
