import Metrics
import Prometheus

/// The service's swift-metrics, exported in Prometheus' text format at `/metrics`.
enum ServiceMetrics {
    /// The process's Prometheus registry; swift-metrics is bootstrapped with it once, on first use (a
    /// process may bootstrap swift-metrics only once, and tests start several servers).
    static let registry: PrometheusCollectorRegistry = {
        let registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(20), .milliseconds(50),
            .milliseconds(100), .milliseconds(200), .milliseconds(500), .seconds(1), .seconds(2), .seconds(5),
        ]
        MetricsSystem.bootstrap(factory)
        return registry
    }()

    /// One render: `work` on its render thread, and `waited` from its admission to its answer otherwise (the
    /// queue for a thread and the hand-offs), so `/metrics` shows whether latency is rendering or queueing.
    static func rendered(_ request: CardRequest, work: Duration, waited: Duration) {
        let dimensions = [("kind", request.kind.rawValue), ("format", request.format.rawValue)]
        Counter(label: "sharecard_renders_total", dimensions: dimensions).increment()
        Metrics.Timer(label: "sharecard_render_duration_seconds", dimensions: dimensions)
            .recordNanoseconds(work.nanoseconds)
        Metrics.Timer(label: "sharecard_render_wait_seconds").recordNanoseconds(waited.nanoseconds)
    }

    static func cacheHit() { Counter(label: "sharecard_cache_hits_total").increment() }
    static func notModified() { Counter(label: "sharecard_not_modified_total").increment() }
    static func rejected(_ error: ServiceError) {
        Counter(label: "sharecard_rejected_total", dimensions: [("reason", error.code)]).increment()
    }
    static func gauges(inFlight: Int, cacheBytes: Int) {
        Gauge(label: "sharecard_renders_in_flight").record(inFlight)
        Gauge(label: "sharecard_cache_bytes").record(cacheBytes)
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
