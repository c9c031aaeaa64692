/// The ink-IoU measure: how much two pictures' ink (``InkPicture``) overlaps over one region of both
/// (pixels, with their top-left corners together).
package enum InkIoU {
    /// Intersection over union of the two ink masks, each grown by `radius` pixels in every direction, so
    /// that strokes a pixel apart, or another typeface's glyphs over the same words, still overlap: this
    /// compares where things are, not their artwork. Two blank pictures count as identical (1).
    package static func measure(_ a: InkPicture, _ b: InkPicture, region: PixelBox, radius: Int) -> Double {
        let w = region.width, h = region.height
        let ma = dilate(a.crop(region).ink, w, h, radius), mb = dilate(b.crop(region).ink, w, h, radius)
        var both = 0, either = 0
        ma.withUnsafeBufferPointer { pa in
            mb.withUnsafeBufferPointer { pb in
                for i in 0..<(w * h) {
                    if pa[i] && pb[i] { both += 1 }
                    if pa[i] || pb[i] { either += 1 }
                }
            }
        }
        return either == 0 ? 1 : Double(both) / Double(either)
    }

    /// A `w` × `h` mask grown by a square of `radius`: rows, then columns, each by a running count of set
    /// pixels in the window.
    package static func dilate(_ mask: [Bool], _ w: Int, _ h: Int, _ radius: Int) -> [Bool] {
        guard radius > 0 else { return mask }
        func pass(_ input: [Bool], count: Int, lines: Int, step: Int, lineStep: Int) -> [Bool] {
            var out = [Bool](repeating: false, count: input.count)
            input.withUnsafeBufferPointer { src in
                out.withUnsafeMutableBufferPointer { dst in
                    for line in 0..<lines {
                        let base = line * lineStep
                        var inWindow = 0
                        // The window of position i spans i - radius ... i + radius.
                        for i in 0..<min(count, radius) where src[base + i * step] { inWindow += 1 }
                        for i in 0..<count {
                            let enter = i + radius, leave = i - radius - 1
                            if enter < count && src[base + enter * step] { inWindow += 1 }
                            if leave >= 0 && src[base + leave * step] { inWindow -= 1 }
                            dst[base + i * step] = inWindow > 0
                        }
                    }
                }
            }
            return out
        }
        let rows = pass(mask, count: w, lines: h, step: 1, lineStep: w)
        return pass(rows, count: h, lines: w, step: w, lineStep: 1)
    }
}
