@testable import Darkroom
import DarkroomComparison
import Foundation
import Testing

/// The thin-stroke fast path against cairo's own stroker, pixel by pixel.
@Suite struct ThinStrokeTests {
    /// Seeded lines of several widths and colours, some partly transparent, some
    /// leaving the canvas, drawn at scale 1 and 2.
    func lines(width: CGFloat) -> some View {
        Canvas { context, size in
            var state: UInt32 = 7
            func next() -> CGFloat { state = state &* 1664525 &+ 1013904223; return CGFloat(state) / 4294967296 }
            for i in 0..<60 {
                var p = Path()
                p.move(to: CGPoint(x: next() * 140 - 10, y: next() * 140 - 10))
                p.addLine(to: CGPoint(x: next() * 140 - 10, y: next() * 140 - 10))
                let color = Color(red: next(), green: next(), blue: next(), opacity: i % 3 == 0 ? 0.5 : 1)
                context.stroke(p, with: .color(color), style: StrokeStyle(lineWidth: width, lineCap: .round))
            }
            // Axis-aligned, short and zero-length segments.
            context.stroke(
                Path {
                    $0.move(to: CGPoint(x: 10, y: 60.5)); $0.addLine(to: CGPoint(x: 110, y: 60.5))
                }, with: .color(.black), style: StrokeStyle(lineWidth: width, lineCap: .round))
            context.stroke(
                Path {
                    $0.move(to: CGPoint(x: 30.5, y: 5)); $0.addLine(to: CGPoint(x: 30.5, y: 115))
                }, with: .color(.blue), style: StrokeStyle(lineWidth: width, lineCap: .round))
            context.stroke(
                Path {
                    $0.move(to: CGPoint(x: 90, y: 90)); $0.addLine(to: CGPoint(x: 90.3, y: 90.2))
                }, with: .color(.red), style: StrokeStyle(lineWidth: width, lineCap: .round))
        }
        .frame(width: 120, height: 120)
    }

    func compare(width: CGFloat, scale: CGFloat) throws -> ImageDifference {
        let options = RenderOptions(scale: scale)
        let fast = try ViewRenderer(options: options).image(lines(width: width))
        let reference = try ThinStrokeRasterizer.$isEnabled.withValue(false) {
            try ViewRenderer(options: options).image(lines(width: width))
        }
        let sizes = "fast \(fast.width)x\(fast.height), reference \(reference.width)x\(reference.height)"
        return try #require(ImageDifference(fast, reference), "\(sizes)")
    }

    /// Tolerance: cairo approximates coverage on a 256 × 15 sample grid per pixel;
    /// the fast path computes the exact box-filtered area. They may differ by up
    /// to ~20 % of a channel at single pixels near caps and crossings, and by well
    /// under 1 level (of 255) on average.
    static let sampledCoverage = ImageTolerance(
        maxChannelDifference: 60, maxMeanChannelDifference: 1, maxVisiblyDifferingShare: 1)

    @Test(arguments: [(1.0, 1.0), (1.0, 2.0), (0.5, 2.0), (2.5, 1.0)])
    func matchesCairo(width: Double, scale: Double) throws {
        let difference = try compare(width: width, scale: scale)
        #expect(difference.isWithin(Self.sampledCoverage), "\(difference)")
    }

    /// The fast path is taken at all: cairo's stroke of a long diagonal differs
    /// from the exact coverage somewhere, so identical images would mean it is off.
    @Test func fastPathIsUsed() throws {
        #expect(try compare(width: 1, scale: 1).maxChannelDifference > 0)
    }

    /// Clips that are not pixel-aligned rectangles go to cairo, and clipping holds.
    @Test func respectsCanvasClip() throws {
        let view = Canvas { context, _ in
            context.stroke(Path { $0.move(to: CGPoint(x: -50, y: 20)); $0.addLine(to: CGPoint(x: 150, y: 20)) },
                           with: .color(.black), style: StrokeStyle(lineWidth: 2, lineCap: .round))
        }
        .frame(width: 40, height: 40)
        .padding(20)
        let image = try render(view)
        #expect(image.width == 80)
        #expect(image.pixel(x: 40, y: 40)?.alpha ?? 0 > 0.9)   // inside the canvas, on the line
        #expect(image.pixel(x: 10, y: 40)?.alpha == 0)          // left of the canvas: clipped
        #expect(image.pixel(x: 70, y: 40)?.alpha == 0)          // right of the canvas: clipped
    }
}
