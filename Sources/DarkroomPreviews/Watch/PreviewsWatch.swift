import Foundation

/// `darkroom previews --watch`: one full run, then a look at the sources every `interval`; when files change,
/// the previews of those files are built and drawn again and the contact sheet (a live page) reloads itself.
///
/// A change to a file with no previews of its own (a model, a shared component, the project file), or to a
/// file that was added or removed, redraws every preview: any of them may show it.
public struct PreviewsWatch {
    /// The run to repeat; its `only`, `keepsOtherImages` and `live` are set by the loop.
    public var run: PreviewsRun
    /// How often the sources are looked at.
    public var interval: TimeInterval = 0.25

    /// A watch repeating `run`.
    public init(run: PreviewsRun) {
        self.run = run
    }

    /// Runs until `shouldStop` returns true (it is asked between looks), reporting each run's summary.
    /// A run that fails (a configuration error, a build folder that vanished) is reported and the loop goes on.
    public func start(shouldStop: () -> Bool, report: (Result<PreviewsRun.Summary, Error>, [String]) -> Void) {
        var first = run
        first.live = true
        first.only = nil
        var stamps = SourceStamps.look(at: run.root)
        var withPreviews = Set<String>()
        do {
            let summary = try first.run()
            withPreviews = Set(summary.entries.map(\.file))
            report(.success(summary), [])
        } catch {
            report(.failure(error), [])
        }
        while !shouldStop() {
            Thread.sleep(forTimeInterval: interval)
            let now = SourceStamps.look(at: run.root)
            let changed = now.changes(since: stamps)
            guard !changed.isEmpty else { continue }
            stamps = now
            var again = run
            again.live = true
            let onlyPreviews = changed.allSatisfy { withPreviews.contains($0) && now.files[$0] != nil }
            again.only = onlyPreviews ? Set(changed) : nil
            again.keepsOtherImages = onlyPreviews
            do {
                let summary = try again.run()
                if !onlyPreviews { withPreviews = Set(summary.entries.map(\.file)) }
                report(.success(summary), changed)
            } catch {
                report(.failure(error), changed)
            }
        }
        // The page stops polling: a static page, and one last stamp so an open page reloads into it.
        if let entries = try? ManifestWriter.read(run.output.appendingPathComponent("manifest.json")) {
            try? run.writeContactSheet(entries, summary: "\(entries.count) images (watch stopped)", live: false)
            try? Data(ContactSheet.liveScript(stamp: "stopped").utf8)
                .write(to: run.output.appendingPathComponent("live.js"))
        }
    }
}
