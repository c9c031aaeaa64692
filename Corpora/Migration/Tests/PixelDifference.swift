import DarkroomCompat

/// How far two images of the same size are apart, pixel by pixel over premultiplied channels: the migration
/// corpus's only comparison of pictures, kept in this one file so that it can be swapped for a shared one.
struct PixelDifference {
    /// Mean absolute difference per channel (0...255).
    var mean: Double
    /// Share of pixels (0...1) more than 32 off in any channel.
    var share: Double
    /// Pixels with any alpha in the legacy image: a blank pair would match trivially.
    var visible: Int

    /// Compares `a` (the legacy image) with `b`, which must have `a`'s width and height.
    init(_ a: CGImage, _ b: CGImage) {
        var total = 0
        var differing = 0
        var visible = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let i = y * a.bytesPerRow + x * 4
                let j = y * b.bytesPerRow + x * 4
                var worst = 0
                for channel in 0..<4 {
                    let d = abs(Int(a.data[i + channel]) - Int(b.data[j + channel]))
                    total += d
                    worst = max(worst, d)
                }
                if worst > 32 { differing += 1 }
                if a.data[i + 3] > 0 { visible += 1 }
            }
        }
        let pixels = Double(a.width * a.height)
        mean = Double(total) / (pixels * 4)
        share = Double(differing) / pixels
        self.visible = visible
    }
}
