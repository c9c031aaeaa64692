import DarkroomPreviews
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `darkroom previews --watch` in a terminal: the watch loop with its progress on standard error, stopped
/// cleanly by Ctrl-C (SIGINT): the current run finishes, the page is left static, exit status 0. SIGTERM keeps
/// its default (an ignored signal would stay ignored in the render processes, which a timeout stops with it).
enum PreviewsWatchLoop {
    static func run(_ run: PreviewsRun) throws {
        let stop = StopFlag()
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { stop.set() }
        source.resume()
        let page = run.output.appendingPathComponent("index.html").path
        FileHandleWriter.standardError("watching \(run.root.path) (Ctrl-C stops); open \(page)\n")
        PreviewsWatch(run: run).start(shouldStop: stop.isSet) { result, changed in
            let what = changed.isEmpty ? "" : "changed " + changed.joined(separator: ", ") + ": "
            switch result {
            case .success(let summary): FileHandleWriter.standardError(what + summary.line + "\n")
            case .failure(let error): FileHandleWriter.standardError(what + "failed: \(error)\n")
            }
        }
        source.cancel()
        FileHandleWriter.standardError("watch stopped\n")
    }
}

/// Set once by a signal handler, read by the loop.
private final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    func isSet() -> Bool { lock.withLock { value } }
}
