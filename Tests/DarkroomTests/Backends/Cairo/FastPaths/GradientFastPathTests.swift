@testable import Darkroom
import DarkroomComparison
import Foundation
import Testing

/// The linear-gradient rectangle fast path against pixman's own gradients,
/// pixel by pixel, in the situations it takes and the ones it must leave to cairo.
@Suite struct GradientFastPathTests {
    func compare<V: View>(_ view: V, scale: CGFloat = 2, opaque: Bool = false) throws -> ImageDifference {
        var options = RenderOptions(scale: scale, isOpaque: opaque)
        options.rendersBandsInParallel = false
        let fast = try ViewRenderer(options: options).image(view)
        let reference = try GradientFastPath.$isEnabled.withValue(false) {
            try ViewRenderer(options: options).image(view)
        }
        return try #require(ImageDifference(fast, reference))
    }

    @Test func diagonalTwoStopBackground() throws {
        let d = try compare(
            LinearGradient(
                colors: [Color(red: 0.31, green: 0.27, blue: 0.9), Color(red: 0.86, green: 0.15, blue: 0.47)],
                startPoint: .topLeading, endPoint: .bottomTrailing
            ).frame(width: 300, height: 160))
        #expect(d.isWithin(.rounding), "\(d)")
    }

    @Test func manyStopsWithTransparencyOverAColour() throws {
        let gradient = LinearGradient(
            stops: [
                .init(color: .red, location: 0), .init(color: .green.opacity(0.3), location: 0.35),
                .init(color: .clear, location: 0.5), .init(color: .blue, location: 1)
            ],
            startPoint: .leading, endPoint: .trailing)
        let d = try compare(
            ZStack {
                Color.yellow; gradient
            }.frame(width: 257, height: 33), scale: 3)
        #expect(d.isWithin(.rounding), "\(d)")
    }

    @Test func verticalGradientInsideClipsGroupsAndOpacity() throws {
        let view = VStack(spacing: 0) {
            LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom).frame(width: 120, height: 40)
            LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom)
                .frame(width: 120, height: 40).clipShape(Rectangle().inset(by: 10))
            LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing)
                .frame(width: 120, height: 40).opacity(0.5)
            LinearGradient(colors: [.cyan, .indigo], startPoint: .top, endPoint: .bottom)
                .frame(width: 120, height: 40).compositingGroup().shadow(radius: 3)
            // Off the pixel grid and rotated: left to cairo, same pixels by construction.
            LinearGradient(colors: [.mint, .pink], startPoint: .top, endPoint: .bottom)
                .frame(width: 100.3, height: 20.7).rotationEffect(.degrees(20))
            LinearGradient(colors: [.mint, .pink], startPoint: .top, endPoint: .bottom)
                .frame(width: 80, height: 30).clipShape(Circle())
        }
        let d = try compare(view)
        #expect(d.isWithin(.rounding), "\(d)")
        let opaque = try compare(view, opaque: true)
        #expect(opaque.isWithin(.rounding), "\(opaque)")
    }

    @Test func degenerateGradientsAndEmptyRectangles() throws {
        let view = HStack(spacing: 0) {
            LinearGradient(colors: [.red, .blue], startPoint: .center, endPoint: .center).frame(width: 30, height: 30)
            LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom).frame(width: 30, height: 30)
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(width: 0, height: 30)
        }
        let d = try compare(view)
        #expect(d.isWithin(.rounding), "\(d)")
    }

    /// Seeded random gradients, stops (some translucent), rectangles and scales.
    @Test func randomGradientsMatchPixman() throws {
        var state: UInt32 = 2026
        func next() -> Double { state = state &* 1664525 &+ 1013904223; return Double(state >> 8) / 16_777_216 }
        for round in 0..<12 {
            let stops = (0..<(1 + Int(next() * 4))).map { _ in
                Gradient.Stop(
                    color: Color(red: next(), green: next(), blue: next(), opacity: next() < 0.3 ? next() : 1),
                    location: next())
            }
            let start = UnitPoint(x: next() * 2 - 0.5, y: next() * 2 - 0.5),
                end = UnitPoint(x: next() * 2 - 0.5, y: next() * 2 - 0.5)
            let w = 5 + Int(next() * 200), h = 5 + Int(next() * 120)
            let view = ZStack {
                Color(red: next(), green: next(), blue: next())
                LinearGradient(stops: stops, startPoint: start, endPoint: end).frame(
                    width: CGFloat(w), height: CGFloat(h))
            }
            .frame(width: CGFloat(w + 20), height: CGFloat(h + 20))
            let d = try compare(view, scale: CGFloat(1 + round % 3))
            // Translucent stops blend with their own rounding: two levels at most, rarely.
            #expect(d.isWithin(.rounding), "round \(round): \(d)")
        }
    }

    @Test func rectangleDetection() {
        #expect(
            Path(CGRect(x: 1, y: 2, width: 3, height: 4)).axisAlignedRectangle
                == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)).axisAlignedRectangle == nil)
        var bowTie = Path()
        bowTie.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 4, y: 0), CGPoint(x: 0, y: 4)])
        bowTie.closeSubpath()
        #expect(bowTie.axisAlignedRectangle == nil)
        var two = Path(CGRect(x: 0, y: 0, width: 2, height: 2))
        two.addRect(CGRect(x: 5, y: 5, width: 2, height: 2))
        #expect(two.axisAlignedRectangle == nil)
    }
}
