import Darkroom
import DarkroomCompat
import Foundation

/// Memory that must stay bounded: per-thread text engines are freed with their
/// thread, and repeated renders do not grow the process. The long runs (5,000
/// renders per path, valgrind) are in Benchmarks/Memory; these are CI-sized.
enum MemoryCases {
    /// Resident set size in bytes, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    static func renderOnFreshThread() throws {
        _ = try StructureCases.onThread(stack: 1 << 20) { try render(Text("thread text").font(.title)) }
    }

    /// A small card with text that changes per render (so the layout cache does not hide the work).
    static func card(_ index: Int) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Render \(index)").font(.headline)
            Text("Memory stays flat, render number \(index).").font(.body)
        }
        .padding(8)
        .background(LinearGradient(colors: [.yellow, .mint], startPoint: .top, endPoint: .bottom))
        .shadow(radius: 3)
    }

    /// Renders `count` times; RSS after render `count / 4` and after the last may differ by under `percent` %.
    static func flat(_ count: Int, percent: Double, _ renderOnce: (Int) throws -> Void) throws -> String {
        var baseline = 0
        for index in 1...count {
            try renderOnce(index)
            if index == count / 4 { baseline = residentBytes() }
        }
        let growth = Double(residentBytes() - baseline) / Double(max(baseline, 1)) * 100
        let summary = String(format: "RSS %d KB after %d renders, %+.2f %% after %d", baseline >> 10, count / 4,
                             growth, count)
        guard growth < percent else { throw CaseFailure("RSS grew: \(summary)") }
        return summary
    }

    static var all: [HostileCase] {
        [
            HostileCase(name: "memory/threads-1000") {
                for _ in 0..<50 { try renderOnFreshThread() }
                let before = residentBytes()
                for _ in 0..<1000 { try renderOnFreshThread() }
                let growth = residentBytes() - before
                // With the engines' destructor removed, 1,000 threads added 313 MB; freed engines leave
                // under 1 MB of allocator noise.
                guard growth < 40 << 20 else { throw CaseFailure("RSS grew \(growth >> 20) MB over 1,000 threads") }
                return "RSS growth over 1,000 threads: \(growth >> 10) KB"
            },
            HostileCase(name: "memory/flat/modern-png") {
                try flat(300, percent: 5) { index in
                    guard try !ViewRenderer().pngData(card(index)).isEmpty else { throw CaseFailure("no PNG") }
                }
            },
            HostileCase(name: "memory/flat/pdf") {
                try flat(300, percent: 5) { index in try checkPDF(ViewRenderer().pdfData(card(index))) }
            },
            HostileCase(name: "memory/flat/legacy-snapshot") {
                try flat(200, percent: 5) { index in
                    let image = card(index).snapshot(size: CGSize(width: 240, height: 80), scale: 2)
                    guard image.pngData()?.isEmpty == false else { throw CaseFailure("no legacy PNG") }
                }
            },
        ]
    }
}
