import Darkroom
import Foundation

/// Memory that must stay bounded: per-thread text engines are freed with their
/// thread, and repeated renders do not grow the process.
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

    static var all: [HostileCase] {
        [
            HostileCase(name: "memory/threads-350") {
                for _ in 0..<50 { try renderOnFreshThread() }
                let before = residentBytes()
                for _ in 0..<300 { try renderOnFreshThread() }
                let growth = residentBytes() - before
                // A leaked engine costs ≈ 3 MB, so 300 threads would add close to a gigabyte.
                guard growth < 40 << 20 else { throw CaseFailure("RSS grew \(growth >> 20) MB over 300 threads") }
                return "RSS growth over 300 threads: \(growth >> 10) KB"
            },
        ]
    }
}
