// Measures PNG encoders on the same pixels in one run: size and median time of
// each, and checks that every file decodes back to the input pixels (exit 1 if
// one does not). The images are the benchmark's own, rendered first with the
// workloads of Benchmarks/Swift: the 2400 × 1260 share card (with the photo
// Benchmarks/Python/make_photo.py writes) and the 1000 × 1000 lines. Run in
// release mode:
//   bin="$(Benchmarks/build release --product darkroom-bench-png)"
//   python3 Benchmarks/Python/make_photo.py /tmp/photo.png
//   "$bin/darkroom-bench-png" [rounds] /tmp/photo.png
import CBenchCairo
@_spi(Engine) import Darkroom
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One way to write a PNG from premultiplied BGRA pixels.
struct Candidate {
    let name: String
    let encode: (CGImage) throws -> Data
}

/// cairo's own writer: libpng with its default zlib level and adaptive filtering.
func cairoWriter(_ image: CGImage) throws -> Data {
    final class Sink { var data = Data() }
    let sink = Sink()
    var bytes = image.data
    let status: cairo_status_t = bytes.withUnsafeMutableBufferPointer { buffer in
        let surface = cairo_image_surface_create_for_data(buffer.baseAddress, CAIRO_FORMAT_ARGB32, Int32(image.width),
                                                          Int32(image.height), Int32(image.bytesPerRow))!
        defer { cairo_surface_destroy(surface) }
        return cairo_surface_write_to_png_stream(surface, { closure, data, length in
            Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().data.append(data!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
    }
    guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.encoding("cairo PNG writer failed") }
    return sink.data
}

/// libspng 0.7 (Debian's libspng0), opened at run time so that the package does
/// not depend on it: its default settings (zlib level 6, adaptive filtering).
struct LibSPNG {
    struct IHDR { var width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, compression: UInt8 = 0,
                  filter: UInt8 = 0, interlace: UInt8 = 0 }
    let ctxNew: @convention(c) (Int32) -> OpaquePointer?
    let ctxFree: @convention(c) (OpaquePointer?) -> Void
    let setOption: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    let setIHDR: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
    let encodeImage: Encode
    typealias Buffer = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int>?, UnsafeMutablePointer<Int32>?)
        -> UnsafeMutableRawPointer?
    typealias Encode = @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int, Int32, Int32) -> Int32
    let buffer: Buffer

    init?() {
        guard let h = dlopen("libspng.so.0", RTLD_NOW | RTLD_LOCAL) else { return nil }
        func sym<F>(_ name: String) -> F? { dlsym(h, name).map { unsafeBitCast($0, to: F.self) } }
        guard let a: @convention(c) (Int32) -> OpaquePointer? = sym("spng_ctx_new"),
              let b: @convention(c) (OpaquePointer?) -> Void = sym("spng_ctx_free"),
              let c: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32 = sym("spng_set_option"),
              let d: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32 = sym("spng_set_ihdr"),
              let e: Encode = sym("spng_encode_image"),
              let f: Buffer = sym("spng_get_png_buffer") else { return nil }
        ctxNew = a; ctxFree = b; setOption = c; setIHDR = d; encodeImage = e; buffer = f
    }

    func encode(_ image: CGImage) throws -> Data {
        // libspng takes straight RGB(A) bytes: un-premultiplying is part of its work, as it is of every other writer's.
        let opaque = PNGRows.isOpaque(image.data.withUnsafeBufferPointer { $0 }, width: image.width,
                                      height: image.height, stride: image.bytesPerRow)
        let channels = opaque ? 3 : 4
        var rgb = [UInt8](repeating: 0, count: image.width * image.height * channels)
        var row = [UInt8](repeating: 0, count: image.width * channels)
        image.data.withUnsafeBufferPointer { src in
            for y in 0..<image.height {
                PNGRows.unpremultiply(src.baseAddress! + y * image.bytesPerRow, width: image.width,
                                      channels: channels, into: &row)
                rgb.replaceSubrange(y * row.count..<(y + 1) * row.count, with: row)
            }
        }
        guard let ctx = ctxNew(2) else { throw RenderError.encoding("spng_ctx_new") }   // SPNG_CTX_ENCODER
        defer { ctxFree(ctx) }
        _ = setOption(ctx, 12, 1)   // SPNG_ENCODE_TO_BUFFER
        var ihdr = IHDR(width: UInt32(image.width), height: UInt32(image.height), bitDepth: 8,
                        colorType: opaque ? 2 : 6)
        guard setIHDR(ctx, &ihdr) == 0,
              // SPNG_FMT_PNG, SPNG_ENCODE_FINALIZE
              rgb.withUnsafeBytes({ encodeImage(ctx, $0.baseAddress, $0.count, 256, 2) }) == 0 else {
            throw RenderError.encoding("spng_encode_image")
        }
        var length = 0, error: Int32 = 0
        guard let out = buffer(ctx, &length, &error), error == 0 else {
            throw RenderError.encoding("spng_get_png_buffer")
        }
        defer { free(out) }
        return Data(bytes: out, count: length)
    }
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write((message + "\n").data(using: .utf8)!)
    exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
let rounds = arguments.first.flatMap(Int.init) ?? 7
if Int(arguments.first ?? "") != nil { arguments.removeFirst() }
guard let photoPath = arguments.first, let photo = ImageLoader.shared.decode(photoPath) else {
    fail("usage: darkroom-bench-png [rounds] PHOTO.png (Benchmarks/Python/make_photo.py writes it)")
}
let images: [(String, CGImage)]
do {
    images = [("share card", try ViewRenderer(options: RenderOptions(scale: 2)).image(ShareCard(photo: photo))),
              ("50,000 lines",
               try ViewRenderer(options: RenderOptions(scale: 1)).image(linesAsCanvas(makeLines(50_000))))]
} catch {
    fail("cannot render the benchmark images: \(error)")
}

/// The encoder with one setting.
func darkroom(_ name: String, _ compression: PNGCompression) -> Candidate {
    Candidate(name: name, encode: { try PNGEncoder(compression: compression).encode($0) })
}

/// libdeflate at `level` on rows filtered with `filter` (rows filtered on all cores, one deflate call).
func libdeflate(_ level: Int32, _ filter: PNGRowFilter) -> Candidate {
    darkroom("libdeflate \(level), \(filter)", PNGCompression(coder: .libdeflate(level: level), filter: filter))
}

// The four settings, each beside the libdeflate levels that could serve it instead.
var candidates: [Candidate] = [
    Candidate(name: "libpng default (cairo's writer)", encode: cairoWriter),
    darkroom(".uncompressed: libdeflate 0, none", .uncompressed),
    darkroom(".fast: run-length coder, up, all cores", .fast),
    darkroom("run-length coder, up, 1 thread", PNGCompression(coder: .runLength, filter: .up, parallel: false)),
    libdeflate(1, .up), libdeflate(2, .up), libdeflate(3, .up),
    darkroom(".balanced (default pngData()): libdeflate 4, up", .balanced),
    libdeflate(6, .up), libdeflate(6, .adaptive),
    libdeflate(9, .adaptive),
    darkroom(".smallest: libdeflate 10, adaptive", .smallest),
    libdeflate(11, .adaptive), libdeflate(12, .up), libdeflate(12, .adaptive),
]
if let spng = LibSPNG() {
    candidates.append(Candidate(name: "libspng default", encode: spng.encode))
} else {
    print("libspng: not installed (Debian libspng0), skipped")
}

let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3)
print("\(ProcessInfo.processInfo.activeProcessorCount) cores, load \(load?.joined(separator: " ") ?? "?"), "
      + "\(rounds) rounds, encoders interleaved")
var failed = false
for (title, image) in images {
    var times = [[Double]](repeating: [], count: candidates.count)
    var sizes = [Int](repeating: 0, count: candidates.count)
    for round in 0..<rounds {
        for (i, c) in candidates.enumerated() {
            var data = Data()
            do {
                times[i].append(try seconds { data = try c.encode(image) })
            } catch {
                print("FAIL \(c.name): \(error)")
                failed = true
                continue
            }
            sizes[i] = data.count
            if round == 0 {
                // Every writer must give back the input's pixels (straight 8-bit, so compare un-premultiplied).
                guard let back = ImageDecoding.decode(data), back.width == image.width, back.height == image.height,
                      back.data == image.data || PNGEncoderCheck.samePixels(back, image) else {
                    print("FAIL \(c.name): the \(title) does not decode to the input pixels")
                    failed = true
                    continue
                }
            }
        }
    }
    let reference = median(times[0]), referenceSize = sizes[0]
    print("\n\(title), \(image.width) × \(image.height)")
    print("| encoder | size (KB) | size vs libpng | median time (ms) | speed vs cairo's writer |")
    print("|---|---:|---:|---:|---:|")
    for (i, c) in candidates.enumerated() {
        let m = median(times[i])
        print(String(format: "| %@ | %.0f | %.2f | %.1f | %.1f× |", c.name, Double(sizes[i]) / 1000,
                     Double(sizes[i]) / Double(referenceSize), m * 1000, reference / m))
    }
}
if failed { exit(1) }

/// Pixel comparison for decoders that premultiply with a different rounding:
/// opaque pixels must match exactly, translucent ones within 1.
enum PNGEncoderCheck {
    static func samePixels(_ a: CGImage, _ b: CGImage) -> Bool {
        for y in 0..<a.height {
            for x in 0..<a.width {
                let i = y * a.bytesPerRow + x * 4, j = y * b.bytesPerRow + x * 4
                if a.data[i + 3] == 255 || b.data[j + 3] == 255 {
                    if a.data[i..<(i + 4)] != b.data[j..<(j + 4)] { return false }
                } else if (0..<4).contains(where: { abs(Int(a.data[i + $0]) - Int(b.data[j + $0])) > 1 }) {
                    return false
                }
            }
        }
        return true
    }
}
