// One assertSnapshot of an iPhone-sized screen (390 × 844 pt @3x, the iPhone 13 preset):
// render plus compare against a stored reference, warm, through swift-snapshot-testing's
// own verifySnapshot. Prints the median and fastest of the timed runs, and the parts.
//
//   darkroom-bench-snapshot [iterations]   (release build: see Benchmarks/Snapshot/README.md)
import DarkroomSnapshotTesting
import Foundation

let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 30
let directory = NSTemporaryDirectory() + "darkroom-bench-snapshot-\(getpid())"
let strategy = Snapshotting<SettingsScreen, UIImage>.image(layout: .device(config: .iPhone13))

@MainActor func verify() -> String? {
    verifySnapshot(of: SettingsScreen(), as: strategy, named: "screen", snapshotDirectory: directory,
                   testName: "settings")
}

@MainActor func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func report(_ label: String, _ samples: [Double]) {
    let sorted = samples.sorted()
    print(String(format: "%@: median %.1f ms, fastest %.1f ms (%d runs)", label, sorted[sorted.count / 2],
                 sorted[0], sorted.count))
}

// Record the reference (the first run fails by design), then warm up.
_ = verify()
for _ in 0..<3 where verify() != nil {
    print("FAIL: the screen does not match its own reference")
    exit(1)
}
var whole: [Double] = []
for _ in 0..<iterations {
    var message: String?
    whole.append(milliseconds { message = verify() })
    if message != nil {
        print("FAIL: \(message!)")
        exit(1)
    }
}
// The parts: render alone, reference decoding alone, comparison alone.
var image: UIImage?
let render = (0..<iterations).map { _ in
    milliseconds { strategy.snapshot(SettingsScreen()).run { image = $0 } }
}
let file = directory + "/settings.screen.linux.png"
let data = try Data(contentsOf: URL(fileURLWithPath: file))
var reference: UIImage?
let decode = (0..<iterations).map { _ in milliseconds { reference = strategy.diffing.fromData(data) } }
let compare = (0..<iterations).map { _ in milliseconds { _ = strategy.diffing.diffV2(reference!, image!) } }
print("screen: \(image!.cgImage!.width)×\(image!.cgImage!.height) px, reference \(data.count) bytes")
report("assertSnapshot (render + read + compare)", whole)
report("  render", render)
report("  read reference PNG", decode)
report("  compare", compare)
try? FileManager.default.removeItem(atPath: directory)
