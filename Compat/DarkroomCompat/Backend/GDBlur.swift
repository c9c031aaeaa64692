import Foundation

/// Three box blurs approximating a Gaussian (Kovesi's box sizes), over one
/// 8-bit channel of an interleaved buffer. The same idea as the cairo backend's
/// blur, so shadows come out alike on both paths.
enum GDBlur {
    static func gaussian(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, pixelStride: Int, sigma: Double) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        for size in boxSizes(sigma: sigma, count: 3) {
            let r = (size - 1) / 2
            for y in 0..<height { blurLine(data.advanced(by: y * stride), count: width, step: pixelStride, radius: r, scratch: &scratch) }
            for x in 0..<width { blurLine(data.advanced(by: x * pixelStride), count: height, step: stride, radius: r, scratch: &scratch) }
        }
    }

    static func boxSizes(sigma: Double, count: Int) -> [Int] {
        let n = Double(count)
        var wl = Int(floor(sqrt(12 * sigma * sigma / n + 1)))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let ml = Double(wl), mIdeal = (12 * sigma * sigma - n * ml * ml - 4 * n * ml - 3 * n) / (-4 * ml - 4)
        let m = Int(mIdeal.rounded())
        return (0..<count).map { $0 < m ? wl : wu }
    }

    private static func blurLine(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int, scratch: inout [UInt8]) {
        guard r > 0 else { return }
        for i in 0..<count { scratch[i] = p[i * step] }
        let window = 2 * r + 1
        var sum = 0
        for i in -r...r where i >= 0 && i < count { sum += Int(scratch[i]) }
        for i in 0..<count {
            p[i * step] = UInt8((sum + window / 2) / window)
            let add = i + r + 1, sub = i - r
            if add < count { sum += Int(scratch[add]) }
            if sub >= 0 { sum -= Int(scratch[sub]) }
        }
    }
}
