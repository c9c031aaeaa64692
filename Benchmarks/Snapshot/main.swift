// One assertSnapshot of an iPhone-sized screen (390 × 844 pt @3x, the iPhone 13 preset):
// render plus compare against a stored reference, warm, through swift-snapshot-testing's
// own verifySnapshot. Prints medians and fastest runs of the whole and of its parts, in
// wall time and in process CPU time (on a shared, loaded machine wall time is mostly
// waiting for a core). Benchmarks/Snapshot/run pairs it with the plain C peer.
//
//   darkroom-bench-snapshot [iterations]
import DarkroomSnapshotTesting
import Foundation

let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 30
let directory = NSTemporaryDirectory() + "darkroom-bench-snapshot-\(getpid())"
let strategy = Snapshotting<SettingsScreen, UIImage>.image(layout: .device(config: .iPhone13))

@MainActor func verify() -> String? {
    verifySnapshot(of: SettingsScreen(), as: strategy, named: "screen", snapshotDirectory: directory,
                   testName: "settings")
}

struct Sample {
    var wall: Double
    var cpu: Double
}

func clock(_ id: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(id, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

@MainActor func measure(_ body: () -> Void) -> Sample {
    let wall = clock(CLOCK_MONOTONIC)
    let cpu = clock(CLOCK_PROCESS_CPUTIME_ID)
    body()
    return Sample(wall: clock(CLOCK_MONOTONIC) - wall, cpu: clock(CLOCK_PROCESS_CPUTIME_ID) - cpu)
}

func report(_ label: String, _ samples: [Sample]) {
    let wall = samples.map(\.wall).sorted()
    let cpu = samples.map(\.cpu).sorted()
    print(String(format: "%@: CPU median %.1f ms, fastest %.1f ms; wall median %.1f ms, fastest %.1f ms (%d runs)",
                 label, cpu[cpu.count / 2], cpu[0], wall[wall.count / 2], wall[0], samples.count))
}

// Record the reference (the first run fails by design), then warm up.
_ = verify()
for _ in 0..<3 where verify() != nil {
    print("FAIL: the screen does not match its own reference")
    exit(1)
}
var whole: [Sample] = []
for _ in 0..<iterations {
    var message: String?
    whole.append(measure { message = verify() })
    if let message {
        print("FAIL: \(message)")
        exit(1)
    }
}
// The parts: render alone, reference decoding alone, comparison alone.
var image: UIImage?
let render = (0..<iterations).map { _ in measure { strategy.snapshot(SettingsScreen()).run { image = $0 } } }
let file = directory + "/settings.screen.linux.png"
let data = try Data(contentsOf: URL(fileURLWithPath: file))
var reference: UIImage?
let decode = (0..<iterations).map { _ in measure { reference = strategy.diffing.fromData(data) } }
let compare = (0..<iterations).map { _ in measure { _ = strategy.diffing.diffV2(reference!, image!) } }
print("screen: \(image!.cgImage!.width)×\(image!.cgImage!.height) px, reference \(data.count) bytes")
report("Darkroom assertSnapshot (render + read + compare)", whole)
report("  render", render)
report("  read reference PNG", decode)
report("  compare", compare)
try? FileManager.default.removeItem(atPath: directory)
