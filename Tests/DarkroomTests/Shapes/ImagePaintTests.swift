import Darkroom
import Foundation
import Testing

/// `ImagePaint`: a region of an image repeated over a shape from the top-leading corner of its frame, at the
/// image's size in points times the paint's scale.
@MainActor @Suite struct ImagePaintTests {
    /// A 2 × 2 pixel image: red, green on the top row; blue, white below; sampled without smoothing, so that
    /// each pixel is a square of one colour.
    private let checker: Image = {
        let bgra: [UInt8] = [0, 0, 255, 255, 0, 255, 0, 255,
                             255, 0, 0, 255, 255, 255, 255, 255]
        let image = CGImage(width: 2, height: 2, bytesPerRow: 8, premultipliedBGRA: bgra)!
        return Image(image, scale: 1, label: Text("checker")).interpolation(.none)
    }()

    private func render(_ view: some View) throws -> CGImage {
        try ViewRenderer(options: RenderOptions(scale: 1)).image(view)
    }

    /// At scale 10 each pixel of the image is a 10-point square, and the 20-point tile repeats.
    @Test func repeatsTheImageFromTheFramesCorner() throws {
        let image = try render(Rectangle().fill(ImagePaint(image: checker, scale: 10)).frame(width: 40, height: 40))
        expectColor(image, 5, 5, Swatch.red)
        expectColor(image, 15, 5, Swatch.green)
        expectColor(image, 5, 15, Swatch.blue)
        expectColor(image, 15, 15, Swatch.white)
        expectColor(image, 25, 5, Swatch.red)       // the second tile
        expectColor(image, 35, 35, Swatch.white)
    }

    /// `sourceRect` picks the region that repeats: the image's right column is green over white.
    @Test func repeatsOnlyTheSourceRegion() throws {
        let paint = ImagePaint(image: checker, sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1), scale: 10)
        let image = try render(Rectangle().fill(paint).frame(width: 40, height: 40))
        expectColor(image, 5, 5, Swatch.green)
        expectColor(image, 15, 5, Swatch.green)
        expectColor(image, 5, 15, Swatch.white)
        expectColor(image, 35, 25, Swatch.green)
    }

    /// The paint is clipped to the shape, and the static spelling draws the same.
    @Test func fillsOnlyTheShape() throws {
        let image = try render(Circle().fill(.image(checker, scale: 10)).frame(width: 40, height: 40))
        expectColor(image, 1, 1, Swatch.clear)       // outside the circle, in the corner
        expectColor(image, 15, 15, Swatch.white)
    }

    /// Smoothed (the default), the image's pixels blend into each other where they meet, as an enlarged image
    /// does: the middle of a pixel keeps its colour, the edge between red and green is a mix of both.
    @Test func smoothsThePixelsByDefault() throws {
        let smooth = checker.interpolation(.high)
        let image = try render(Rectangle().fill(ImagePaint(image: smooth, scale: 20)).frame(width: 40, height: 40))
        expectColor(image, 10, 10, Swatch.red, tolerance: 0.05)
        let edge = try #require(color(image, 20, 5))
        #expect(edge.red > 0.2 && edge.green > 0.2, "edge \(edge)")
    }

    /// A symbol image has no pixels to repeat: the shape is left empty.
    @Test func aSymbolImagePaintsNothing() throws {
        let image = try render(Rectangle().fill(.image(Image(systemName: "star"))).frame(width: 20, height: 20))
        expectColor(image, 10, 10, Swatch.clear)
    }
}
