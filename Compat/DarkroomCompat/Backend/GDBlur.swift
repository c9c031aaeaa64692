import Foundation

/// Three box blurs approximating a Gaussian (Kovesi's box sizes), over one
/// 8-bit channel of an interleaved buffer. The same idea as the cairo backend's
/// blur, so shadows come out alike on both paths.
enum GDBlur {
    static func gaussian(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, pixelStride: Int, sigma: Double) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { scratch.deallocate() }
        let copy = pixelStride == 1 ? UnsafeMutablePointer<UInt8>.allocate(capacity: height * stride) : nil
        defer { copy?.deallocate() }
        for size in BoxBlur.boxSizes(sigma: sigma, count: 3) {
            let r = (size - 1) / 2
            for y in 0..<height { blurLine(data.advanced(by: y * stride), count: width, step: pixelStride, radius: r, scratch: scratch) }
            if let copy {
                verticalByRows(data, copy: copy, width: width, height: height, stride: stride, radius: r)
            } else {
                for x in 0..<width { blurLine(data.advanced(by: x * pixelStride), count: height, step: stride, radius: r, scratch: scratch) }
            }
        }
    }

    /// The vertical box pass sweeping rows (running sums per column), so memory
    /// is read in order rather than one column at a time.
    private static func verticalByRows(_ p: UnsafeMutablePointer<UInt8>, copy: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius r: Int) {
        guard r > 0 else { return }
        copy.update(from: p, count: height * stride)
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        defer { sums.deallocate() }
        sums.initialize(repeating: 0, count: width)
        let window = Int32(2 * r + 1), half = window / 2
        // Division by the window as a multiply: exact for these small numerators.
        let inverse = (UInt64(1) << 32) / UInt64(window) + 1
        for y in 0...min(r, height - 1) {
            let row = copy.advanced(by: y * stride)
            for x in 0..<width { sums[x] += Int32(row[x]) }
        }
        for y in 0..<height {
            let out = p.advanced(by: y * stride)
            for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: (UInt64(sums[x] + half) &* inverse) >> 32) }
            let add = y + r + 1, sub = y - r
            if add < height {
                let row = copy.advanced(by: add * stride)
                for x in 0..<width { sums[x] += Int32(row[x]) }
            }
            if sub >= 0 {
                let row = copy.advanced(by: sub * stride)
                for x in 0..<width { sums[x] -= Int32(row[x]) }
            }
        }
    }


    private static func blurLine(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int, scratch: UnsafeMutablePointer<UInt8>) {
        guard r > 0 else { return }
        var any = false
        for i in 0..<count { let v = p[i * step]; scratch[i] = v; any = any || v != 0 }
        // An empty line stays empty; skipping it matters for sparse shadows.
        guard any else { return }
        let window = 2 * r + 1
        let inverse = (UInt64(1) << 32) / UInt64(window) + 1
        var sum = 0
        for i in 0...min(r, count - 1) { sum += Int(scratch[i]) }
        for i in 0..<count {
            p[i * step] = UInt8(truncatingIfNeeded: (UInt64(sum + window / 2) &* inverse) >> 32)
            let add = i + r + 1, sub = i - r
            if add < count { sum += Int(scratch[add]) }
            if sub >= 0 { sum -= Int(scratch[sub]) }
        }
    }
}
