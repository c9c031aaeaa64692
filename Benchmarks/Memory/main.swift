// Resident memory over many renders, per output path, in one process.
//
//   darkroom-memory PATH [RENDERS] [--check PERCENT]
//
// PATH is `modern` (ViewRenderer → PNG bytes), `legacy` (DarkroomCompat
// `snapshot(size:scale:)` on the libgd window surface, then `pngData()`, and
// a fill and an image drawn into a `UIGraphicsImageRenderer`) or `pdf`
// (ViewRenderer → PDF bytes). Every render draws text, a gradient, shapes, an
// image and a shadow. The program prints the resident set size (from
// /proc/self/statm) at render 1, at render RENDERS/10 and every RENDERS/10
// renders after that. With `--check P` it exits 1 when RSS grew by P % or more
// from render RENDERS/10 to the last render (the brief: under 5 % from 500 to
// 5,000). Benchmarks/Memory/run measures all three paths and runs valgrind.
import DarkroomCompat
import Foundation

func residentKB() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    let pages = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
    return pages * sysconf(Int32(_SC_PAGESIZE)) / 1024
}

func makeAvatar() -> CGImage {
    let n = 64
    var bytes = [UInt8](repeating: 0, count: n * n * 4)
    for y in 0..<n {
        for x in 0..<n {
            let i = (y * n + x) * 4
            bytes[i] = UInt8(255 - x * 255 / n)
            bytes[i + 1] = UInt8(y * 255 / n)
            bytes[i + 2] = UInt8((x + y) * 255 / (2 * n))
            bytes[i + 3] = 255
        }
    }
    return CGImage(width: n, height: n, bytesPerRow: n * 4, premultipliedBGRA: bytes)!
}

/// A card like the ones servers render: text (changing with `index`, so the
/// layout cache does not hide per-render work), a gradient, an image, a shadow.
struct Card: View {
    let avatar: CGImage
    let index: Int
    var body: some View {
        ZStack {
            LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 10) {
                    Image(decorative: avatar, scale: 1).resizable().frame(width: 40, height: 40).clipShape(Circle())
                    Text("Render \(index)").font(.headline).foregroundColor(.white)
                }
                Text("Memory must stay flat over thousands of renders, number \(index).")
                    .font(.body).foregroundColor(.white)
                RoundedRectangle(cornerRadius: 8).stroke(Color.orange, lineWidth: 3).frame(height: 20)
            }
            .padding(16)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.black.opacity(0.25)))
            .shadow(color: .black.opacity(0.3), radius: 6, x: 0, y: 3)
            .padding(12)
        }
        .frame(width: 320, height: 180)
    }
}

enum Failure: Error { case emptyOutput(String) }

/// Prints a line at once (unbuffered), so a long run can be followed in a log file.
func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let path = arguments.first, ["modern", "legacy", "pdf"].contains(path) else {
    FileHandle.standardError.write(Data("usage: darkroom-memory modern|legacy|pdf [renders] [--check percent]\n".utf8))
    exit(2)
}
let renders = arguments.dropFirst().first.flatMap(Int.init) ?? 5000
let checkPercent = arguments.firstIndex(of: "--check").flatMap { i in
    i + 1 < arguments.count ? Double(arguments[i + 1]) : nil
}
let avatar = makeAvatar()

func renderOnce(_ index: Int) throws {
    let card = Card(avatar: avatar, index: index)
    let bytes: Int
    switch path {
    case "modern":
        bytes = try ViewRenderer().pngData(card).count
    case "pdf":
        bytes = try ViewRenderer().pdfData(card).count
    default:
        let snapshot = card.snapshot(size: CGSize(width: 320, height: 180), scale: 2).pngData()?.count ?? 0
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 60)).pngData { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 200, height: 60))
            UIImage(cgImage: avatar).draw(in: CGRect(x: 8, y: 8, width: 44, height: 44))
        }.count
        bytes = min(snapshot, drawn)
    }
    if bytes == 0 { throw Failure.emptyOutput("render \(index) of \(path) produced no bytes") }
}

let step = max(1, renders / 10)
var baseline = 0
var last = 0
report("path \(path), \(renders) renders")
for index in 1...renders {
    try renderOnce(index)
    if index == 1 || index % step == 0 || index == renders {
        last = residentKB()
        if index == step { baseline = last }
        report("render \(index): RSS \(last) KB")
    }
}
let growth = baseline > 0 ? Double(last - baseline) / Double(baseline) * 100 : 0
report(String(format: "growth from render %d to %d: %+d KB (%+.2f %%)", step, renders, last - baseline, growth))
if let limit = checkPercent, growth >= limit {
    report("FAIL: RSS grew \(String(format: "%.2f", growth)) % (limit \(limit) %)")
    exit(1)
}
