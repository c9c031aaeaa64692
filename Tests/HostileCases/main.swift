// darkroom-hostile-cases: runs hostile inputs against Darkroom, one after
// another, in this process. HostileInputTests spawns it with a batch of case
// names, a memory limit (RLIMIT_AS) and a time limit per case (SIGALRM), and
// reads one line per case from standard output:
//
//   START <name>            before the case runs
//   PASS <name> <outcome>   it rendered, or refused with a typed Swift error
//   FAIL <name> <reason>    it returned a wrong result (a partial file, a bad image…)
//
// A case that traps, overflows its stack, hangs (SIGALRM) or exceeds the memory
// limit kills the process after its START line; the test reports it and goes on
// with the next batch.
//
//   darkroom-hostile-cases --list
//   darkroom-hostile-cases [--time-limit S] [--memory-limit-mb M] NAME...
#if canImport(Glibc)
import Glibc
#endif
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
var timeLimit: UInt32 = 20
var memoryLimitMB = 0

@MainActor func option(_ flag: String) -> String? {
    guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
    let value = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
    return value
}

let catalog = HostileCatalog.all
if arguments == ["--list"] {
    for c in catalog { print(c.name) }
    exit(0)
}
if let t = option("--time-limit").flatMap(UInt32.init) { timeLimit = t }
if let m = option("--memory-limit-mb").flatMap(Int.init) { memoryLimitMB = m }
if memoryLimitMB > 0 {
    var limit = rlimit(rlim_cur: rlim_t(memoryLimitMB) << 20, rlim_max: rlim_t(memoryLimitMB) << 20)
    setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
}

let byName = Dictionary(catalog.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
for name in arguments {
    guard let c = byName[name] else {
        print("FAIL \(name) no such case")
        continue
    }
    print("START \(name)")
    fflush(nil)
    alarm(timeLimit)
    let started = Date()
    func took() -> String { String(format: "[%.2fs]", Date().timeIntervalSince(started)) }
    do {
        let outcome = try c.run()
        print("PASS \(name) \(took()) \(outcome)")
    } catch let failure as CaseFailure {
        print("FAIL \(name) \(failure.description)")
    } catch {
        print("PASS \(name) \(took()) refused: \(String(reflecting: type(of: error))): \(error)")
    }
    alarm(0)
    fflush(nil)
}

// Scratch folders of this process's cases.
let scratchPrefix = "darkroom-hostile-\(getpid())-"
let temporary = FileManager.default.temporaryDirectory
for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
where name.hasPrefix(scratchPrefix) {
    try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
}
