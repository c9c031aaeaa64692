import DarkroomMigration
import Foundation

/// Which imported modules exist for the scratch build, so that a file importing one that does not (SwiftData,
/// MapKit, a package that was not built) is left out before the first compile, with the compiler's own error.
///
/// Checking first matters: `no such module` stops the compiler before it reports anything else about the
/// files it was compiling, so finding such files from errors alone takes one compile per file or two.
/// Modules are probed by compiling `import X` once (in parallel, with the build's flags) and remembered in
/// the scratch folder.
struct ModuleAvailability {
    let flags: CompilerFlags
    let workspace: URL

    /// Modules every scratch build has: the standard library's, Foundation's, Darkroom's.
    static let alwaysAvailable: Set<String> = [
        "Swift", "Foundation", "Dispatch", "Glibc", "Observation", "RegexBuilder", "Synchronization",
        "_Concurrency", "_StringProcessing", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "Darkroom", "DarkroomCompat", "DarkroomCharts", "OpenCombine",
        "OpenCombineDispatch",
    ]

    /// The modules of `modules` that cannot be imported.
    func missing(_ modules: Set<String>) -> Set<String> {
        let candidates = modules.filter {
            !Self.alwaysAvailable.contains($0) && AdoptedModules.replacement(for: $0) == nil
        }
        guard !candidates.isEmpty else { return [] }
        let cacheURL = workspace.appendingPathComponent("module-probes.json")
        var known = (try? JSONDecoder().decode([String: Bool].self, from: Data(contentsOf: cacheURL))) ?? [:]
        let unknown = candidates.filter { known[$0] == nil }.sorted()
        let probes = workspace.appendingPathComponent("Probes")
        try? FileManager.default.createDirectory(at: probes, withIntermediateDirectories: true)
        let results = ProbeResults(count: unknown.count)
        DispatchQueue.concurrentPerform(iterations: unknown.count) { index in
            let module = unknown[index]
            let file = probes.appendingPathComponent("probe_\(ModuleNaming.identifier(module)).swift")
            try? "import \(module)\n".write(to: file, atomically: true, encoding: .utf8)
            let result = try? ProcessRunner.run(flags.swiftc, ["-typecheck", file.path, "-module-cache-path",
                                                               workspace.appendingPathComponent("ModuleCache").path]
                                                    + flags.flags)
            results.set(index, result?.status == 0)
        }
        for (index, module) in unknown.enumerated() { known[module] = results.value(index) }
        try? JSONEncoder().encode(known).write(to: cacheURL)
        return candidates.filter { known[$0] == false }
    }
}

/// The probes' answers, written from concurrent probes.
private final class ProbeResults: @unchecked Sendable {
    private var values: [Bool]
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: false, count: count) }

    func set(_ index: Int, _ value: Bool) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    func value(_ index: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return values[index]
    }
}
