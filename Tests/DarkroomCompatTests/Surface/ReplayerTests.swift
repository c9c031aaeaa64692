@_spi(Engine) import Darkroom
import Foundation
import Testing
@testable import DarkroomCompat

/// Display-list features drawn into libgd bitmaps (`GDContextSink`), checked at known pixels.
@Suite struct ReplayerTests {
    let red = Paint.color(RGBA(red: 1, green: 0, blue: 0))

    func render(_ items: [DisplayItem], size: Int = 40) throws -> GDBitmap {
        let b = try #require(GDBitmap(width: size, height: size))
        GDContextSink(bitmap: b).draw(items)
        return b
    }

    @Test func evenOddLeavesAHoleAndNonZeroDoesNot() throws {
        var p = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
        p.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        let eo = try render([.fill(p, red, FillStyle(eoFill: true))])
        let nz = try render([.fill(p, red, FillStyle(eoFill: false))])
        #expect(eo.rgba(x: 20, y: 20)!.a == 0 && eo.rgba(x: 5, y: 5)!.a == 255)
        #expect(nz.rgba(x: 20, y: 20)!.a == 255)
    }

    @Test func antialiasedEdgesHavePartialCoverage() throws {
        let b = try render([.fill(Path(CGRect(x: 10.5, y: 10, width: 10, height: 10)), red, FillStyle())])
        #expect(abs(b.rgba(x: 10, y: 15)!.a - 128) <= 3)
        let aliased = try render([
            .fill(Path(ellipseIn: CGRect(x: 3, y: 3, width: 30, height: 30)), red, FillStyle(antialiased: false))
        ])
        for y in 0..<40 { for x in 0..<40 { #expect([0, 255].contains(aliased.rgba(x: x, y: y)!.a)) } }
    }

    @Test func dashedStrokesHaveGapsAndRoundCapsReachOut() throws {
        var line = Path(); line.move(to: CGPoint(x: 0, y: 20)); line.addLine(to: CGPoint(x: 40, y: 20))
        let dashed = try render([.stroke(line, red, StrokeStyle(lineWidth: 4, dash: [10, 10]))])
        #expect(
            dashed.rgba(x: 5, y: 20)!.a == 255 && dashed.rgba(x: 15, y: 20)!.a == 0
                && dashed.rgba(x: 25, y: 20)!.a == 255)
        var short = Path(); short.move(to: CGPoint(x: 10, y: 10)); short.addLine(to: CGPoint(x: 20, y: 10))
        let round = try render([.stroke(short, red, StrokeStyle(lineWidth: 6, lineCap: .round))])
        let butt = try render([.stroke(short, red, StrokeStyle(lineWidth: 6, lineCap: .butt))])
        #expect(round.rgba(x: 8, y: 10)!.a == 255 && butt.rgba(x: 8, y: 10)!.a == 0)
    }

    @Test func pathClipsMasksOpacityAndBlur() throws {
        let square = DisplayItem.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), red, FillStyle())
        let clipped = try render([
            .group(
                DisplayGroup(
                    clips: [ClipPath(path: Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)))], items: [square]
                ))
        ])
        #expect(clipped.rgba(x: 20, y: 20)!.a == 255 && clipped.rgba(x: 1, y: 1)!.a == 0)
        let faded = try render([.group(DisplayGroup(opacity: 0.5, items: [square, square]))])
        #expect(abs(faded.rgba(x: 20, y: 20)!.a - 128) <= 2, "opacity applies to the group as a unit")
        let masked = try render([
            .group(
                DisplayGroup(
                    mask: [.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 40)), red, FillStyle())], items: [square]))
        ])
        #expect(masked.rgba(x: 10, y: 20)!.a == 255 && masked.rgba(x: 30, y: 20)!.a == 0)
        let small = DisplayItem.fill(Path(CGRect(x: 15, y: 15, width: 10, height: 10)), red, FillStyle())
        let blurred = try render([.group(DisplayGroup(blurRadius: 4, items: [small]))])
        let edge = try #require(blurred.rgba(x: 13, y: 20))
        #expect(edge.a > 20 && edge.a < 200, "the blur spreads beyond the square")
    }

    @Test func blendModesWithoutALibgdEffect() throws {
        let bg = DisplayItem.fill(
            Path(CGRect(x: 0, y: 0, width: 40, height: 40)), .color(RGBA(red: 0.2, green: 0.4, blue: 0.6)), FillStyle())
        let top = DisplayItem.fill(
            Path(CGRect(x: 0, y: 0, width: 40, height: 40)), .color(RGBA(red: 0.5, green: 0.5, blue: 0.5)), FillStyle())
        let screen = try render([bg, .group(DisplayGroup(blendMode: .screen, items: [top]))])
        let p = try #require(screen.rgba(x: 5, y: 5))
        // screen(a, b) = a + b - ab
        #expect(abs(p.r - 153) <= 2 && abs(p.g - 179) <= 2 && abs(p.b - 204) <= 2)
        let difference = try render([bg, .group(DisplayGroup(blendMode: .difference, items: [top]))])
        let d = try #require(difference.rgba(x: 5, y: 5))
        #expect(abs(d.r - 77) <= 2 && abs(d.g - 26) <= 2 && abs(d.b - 26) <= 2)
        let out = try render([bg, .group(DisplayGroup(blendMode: .destinationOut, items: [top]))])
        #expect(out.rgba(x: 5, y: 5)!.a == 0)
    }

    @Test func rotatedImagesAndShadows() throws {
        let img = DisplayItem.image(Gallery.testImage, CGRect(x: 0, y: 0, width: 32, height: 24), .high)
        let rotated = try render([
            .group(
                DisplayGroup(
                    transform: CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 5, y: -30), items: [img]))
        ])
        var drawn = 0
        for y in 0..<40 { for x in 0..<40 where rotated.rgba(x: x, y: y)!.a > 0 { drawn += 1 } }
        #expect(abs(drawn - 32 * 24) < 80, "a rotated 32 × 24 image covers about its own area: \(drawn)")
        let view = Color.red.frame(width: 10, height: 10).shadow(color: .black, radius: 4, x: 8, y: 8).padding(10)
        let list = try ViewRenderer().displayList(view)
        let shadowed = try render(list.items)
        #expect(shadowed.rgba(x: 24, y: 24)!.a > 60, "shadow below-right of the square")
        #expect(shadowed.rgba(x: 15, y: 15)! == (255, 59, 48, 255), "content (iOS system red) above its shadow")
    }
}

/// SwiftUI's container semantics reach the legacy window surface as they reach `ImageRenderer`.
@Suite struct LeafEffectTests {
    func alpha<V: View>(_ view: V) throws -> Int {
        let image = try SnapshotRequest(size: CGSize(width: 10, height: 10), scale: 1).render(view)
        return Int(try #require(image.cgImage?.rgba8(x: 5, y: 5)).a)
    }

    @Test func opacityReachesEachLeafUnlessComposited() throws {
        let pair = ZStack { Color.red; Color.red }
        #expect(abs(try alpha(pair.opacity(0.5)) - 191) <= 2, "each leaf at 50 %: 1 - 0.5 × 0.5")
        #expect(abs(try alpha(pair.compositingGroup().opacity(0.5)) - 128) <= 2, "the composite at 50 %")
    }
}
