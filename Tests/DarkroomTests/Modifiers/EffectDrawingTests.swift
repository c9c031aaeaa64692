import Darkroom
import DarkroomComparison
import Foundation
import Testing

/// Compositing effects and render-only transforms.
@Suite struct EffectDrawingTests {
    let systemRed = RGBA(hex: 0xFF3B30)

    /// Share of a Gaussian of standard deviation `sigma` beyond distance `d` from a straight edge.
    func tail(_ d: Double, sigma: Double) -> Double { 0.5 * erfc(d / (sigma * 2.0.squareRoot())) }

    /// A black half-plane (x < 75) seen 5.5 points outside its edge.
    func edgeView<V: View>(_ modify: (Color) -> V) -> some View {
        ZStack(alignment: .leading) { modify(Color(red: 0, green: 0, blue: 0)).frame(width: 75, height: 100) }
            .frame(width: 100, height: 100, alignment: .leading)
    }

    @Test func shadowIsAGaussianWithSigmaEqualToRadius() throws {
        // White content, black shadow of radius 5: beyond the edge, alpha = tail(d, σ = 5).
        let image = try render(ZStack(alignment: .leading) {
            Color.white.frame(width: 75, height: 100).shadow(color: Color(red: 0, green: 0, blue: 0), radius: 5)
        }.frame(width: 100, height: 100, alignment: .leading))
        for x in [76, 80, 85] {
            let expected = tail(Double(x) + 0.5 - 75, sigma: 5)
            let alpha = try #require(image.pixel(x: x, y: 50)).alpha
            #expect(abs(alpha - expected) < 0.02, "x \(x): alpha \(alpha), Gaussian \(expected)")
        }
    }

    @Test func defaultShadowColourIsBlackAtAThird() throws {
        let image = try render(ZStack(alignment: .leading) {
            Color.white.frame(width: 75, height: 100).shadow(radius: 5)
        }.frame(width: 100, height: 100, alignment: .leading))
        let p = try #require(image.pixel(x: 76, y: 50))
        #expect(abs(p.alpha - 0.33 * tail(1.5, sigma: 5)) < 0.02)
        #expect(p.red < 0.01 && p.green < 0.01 && p.blue < 0.01)
    }

    @Test func shadowOffsetMovesIt() throws {
        // Radius 0: a hard copy 10 points to the right.
        let image = try render(ZStack(alignment: .leading) {
            Color.white.frame(width: 50, height: 100).shadow(color: .blue, radius: 0, x: 10, y: 0)
        }.frame(width: 100, height: 100, alignment: .leading))
        expectColor(image, 55, 50, RGBA(hex: 0x007AFF))
        expectColor(image, 62, 50, Swatch.clear)
        expectColor(image, 45, 50, Swatch.white)
    }

    @Test func containerShadowsFallUnderEachLeaf() throws {
        // SwiftUI shadows every leaf of a container: the small black square casts its
        // own (hard, offset) shadow onto the white card. A compositing group casts one
        // shadow of the whole silhouette, hidden under the card.
        func card(_ isolated: Bool) -> some View {
            let content = ZStack { Color.white; Color.black.frame(width: 10, height: 10) }.frame(width: 60, height: 40)
            return Group {
                if isolated { content.compositingGroup().shadow(color: .blue, radius: 0, x: 0, y: 8) }
                else { content.shadow(color: .blue, radius: 0, x: 0, y: 8) }
            }
            .frame(width: 80, height: 60)
        }
        let leaves = try render(card(false)), whole = try render(card(true))
        // The square spans x 35…45, y 25…35; its shadow y 33…43 (pixel (40, 39) is on the card).
        expectColor(leaves, 40, 39, RGBA(hex: 0x007AFF))
        expectColor(whole, 40, 39, Swatch.white)
        // Both cast the card's shadow below the card (y 50…58).
        expectColor(leaves, 40, 54, RGBA(hex: 0x007AFF))
        expectColor(whole, 40, 54, RGBA(hex: 0x007AFF))
    }

    @Test func blurSpreadsLikeAGaussian() throws {
        let image = try render(edgeView { $0.blur(radius: 5) })
        for x in [70, 75, 80] {
            let expected = tail(Double(x) + 0.5 - 75, sigma: 5)
            let alpha = try #require(image.pixel(x: x, y: 50)).alpha
            #expect(abs(alpha - expected) < 0.02, "x \(x): alpha \(alpha), Gaussian \(expected)")
        }
        // Opaque blur stays inside the view's bounds.
        let opaque = try render(
            ZStack(alignment: .leading) { Color.black.frame(width: 50, height: 100).blur(radius: 5, opaque: true) }
                .frame(width: 100, height: 100, alignment: .leading))
        expectColor(opaque, 52, 50, Swatch.clear)
    }

    @Test func opacityReachesEachLeafUnlessComposited() throws {
        let single = try render(Color.red.opacity(0.5).frame(width: 10, height: 10))
        #expect(abs((single.pixel(x: 5, y: 5)?.alpha ?? 0) - 0.5) < 0.01)
        // SwiftUI fades each child of a container: where two opaque children overlap,
        // blue at 0.5 over red at 0.5 gives alpha 0.75 and a purple mix.
        let leaves = try render(
            ZStack {
                Color.red; Color.blue.padding(.leading, 10)
            }.opacity(0.5).frame(width: 20, height: 10))
        let red = RGBA(hex: 0xFF3B30), blue = RGBA(hex: 0x007AFF)
        let mixed = RGBA(
            red: (blue.red * 0.5 + red.red * 0.25) / 0.75, green: (blue.green * 0.5 + red.green * 0.25) / 0.75,
            blue: (blue.blue * 0.5 + red.blue * 0.25) / 0.75, alpha: 0.75)
        #expect(close(leaves.pixel(x: 15, y: 5), mixed))
        #expect(close(leaves.pixel(x: 5, y: 5), red.multipliedAlphaForTest(0.5)))
        // compositingGroup() flattens first: 0.5 everywhere, the top child's colour where they overlap.
        let group = try render(
            ZStack {
                Color.red; Color.blue.padding(.leading, 10)
            }.compositingGroup().opacity(0.5).frame(width: 20, height: 10))
        #expect(close(group.pixel(x: 15, y: 5), RGBA(hex: 0x007AFF, alpha: 0.5)))
        // Through a clipped child the effect still reaches the leaves.
        let clipped = try render(
            ZStack {
                Color.red; Color.blue.padding(.leading, 10)
            }.clipped().opacity(0.5).frame(width: 20, height: 10))
        #expect(close(clipped.pixel(x: 15, y: 5), mixed))
        // Nested containers multiply: 0.5 × 0.5.
        let nested = try render(
            ZStack { ZStack { Color.green }.opacity(0.5) }.opacity(0.5).frame(width: 10, height: 10))
        #expect(abs((nested.pixel(x: 5, y: 5)?.alpha ?? 0) - 0.25) < 0.01)
        // Images and gradients fade too.
        let image = try render(
            Image(
                decorative: CGImage(width: 1, height: 1, bytesPerRow: 4, premultipliedBGRA: [0, 0, 255, 255])!, scale: 1
            )
            .resizable().frame(width: 10, height: 10).opacity(0.4))
        #expect(abs((image.pixel(x: 5, y: 5)?.alpha ?? 0) - 0.4) < 0.01)
    }

    @Test func blendModeReachesEachLeafUnlessComposited() throws {
        // A container of dark grey (0.25) with a small white square, blended by
        // difference over mid grey (0.5). Leaf by leaf: the grey gives |0.25 − 0.5| = 0.25,
        // then the square differences with that: |1 − 0.25| = 0.75. Composited first,
        // the square is simply white over 0.5: 0.5.
        let grey = Color(white: 0.5)
        func content() -> some View {
            ZStack {
                Color(white: 0.25); Color.white.frame(width: 4, height: 4)
            }
        }
        let leaves = try render(
            ZStack {
                grey; content().blendMode(.difference)
            }.frame(width: 10, height: 10))
        let flat = try render(
            ZStack {
                grey; content().compositingGroup().blendMode(.difference)
            }.frame(width: 10, height: 10))
        expectColor(leaves, 1, 1, RGBA(red: 0.25, green: 0.25, blue: 0.25))
        expectColor(leaves, 5, 5, RGBA(red: 0.75, green: 0.75, blue: 0.75))
        expectColor(flat, 1, 1, RGBA(red: 0.25, green: 0.25, blue: 0.25))
        expectColor(flat, 5, 5, RGBA(red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test func blendModes() throws {
        func over(_ mode: BlendMode, _ top: Color, on bottom: Color) throws -> RGBA? {
            try render(ZStack { bottom; top.blendMode(mode) }.frame(width: 10, height: 10)).pixel(x: 5, y: 5)
        }
        let grey = Color(white: 0.5), pureRed = Color(red: 1, green: 0, blue: 0),
            pureGreen = Color(red: 0, green: 1, blue: 0)
        #expect(close(try over(.multiply, pureRed, on: grey), RGBA(red: 0.5, green: 0, blue: 0)))
        #expect(close(try over(.screen, pureRed, on: grey), RGBA(red: 1, green: 0.5, blue: 0.5)))
        #expect(close(try over(.plusLighter, pureRed, on: pureGreen), RGBA(red: 1, green: 1, blue: 0)))
        #expect(close(try over(.difference, Color.white, on: grey), RGBA(red: 0.5, green: 0.5, blue: 0.5)))
        // plusDarker is drawn as multiply (cairo has no plus-darker operator).
        #expect(close(try over(.plusDarker, pureRed, on: grey), RGBA(red: 0.5, green: 0, blue: 0)))
    }

    @Test func compositingGroupIsolatesBlending() throws {
        let grey = Color(white: 0.5)
        let open = try render(
            ZStack {
                grey; ZStack { Color.white.blendMode(.difference) }
            }.frame(width: 10, height: 10))
        let isolated = try render(
            ZStack {
                grey; ZStack { Color.white.blendMode(.difference) }.compositingGroup()
            }.frame(width: 10, height: 10))
        expectColor(open, 5, 5, RGBA(red: 0.5, green: 0.5, blue: 0.5))
        // Inside the group, difference meets transparency only: white stays white.
        expectColor(isolated, 5, 5, Swatch.white)
    }

    @Test func maskUsesAlphaAndAlignment() throws {
        let image = try render(Color.red.frame(width: 100, height: 100).mask(alignment: .bottomTrailing) {
            Rectangle().frame(width: 30, height: 30)
        })
        expectColor(image, 90, 90, systemRed)
        expectColor(image, 60, 90, Swatch.clear)
        expectColor(image, 10, 10, Swatch.clear)
        let faded = try render(
            Color.red.mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
                .frame(width: 100, height: 10))
        #expect(abs((faded.pixel(x: 50, y: 5)?.alpha ?? 0) - 0.495) < 0.02)
    }

    @Test func transformsDoNotChangeLayout() throws {
        func row<V: View>(_ first: V) -> some View {
            HStack(spacing: 0) {
                first.accessibilityIdentifier("a"); Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b")
            }
        }
        let plain = try layout(row(Color.red.frame(width: 40, height: 20)))
        for placed in [
            try layout(row(Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(90)))),
            try layout(row(Color.red.frame(width: 40, height: 20).scaleEffect(3))),
            try layout(
                row(Color.red.frame(width: 40, height: 20).transformEffect(CGAffineTransform(translationX: 50, y: 9))))
        ] {
            #expect(frame(placed, "a") == frame(plain, "a"))
            #expect(frame(placed, "b") == frame(plain, "b"))
        }
    }

    @Test func rotationTurnsAroundTheAnchor() throws {
        // 40×20 turned 90° about its centre (20, 20) becomes 20×40 spanning x 10…30, y 0…40.
        let image = try render(
            Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(90)).frame(width: 40, height: 40))
        expectColor(image, 20, 2, systemRed)
        expectColor(image, 2, 20, Swatch.clear)
        // 45° about the top-leading corner: the point (10, 0) moves to (7.07, 7.07).
        let corner = try render(
            Color.red.frame(width: 20, height: 4).rotationEffect(.degrees(45), anchor: .topLeading).frame(
                width: 20, height: 20, alignment: .topLeading))
        expectColor(corner, 6, 8, systemRed, tolerance: 0.35)
        expectColor(corner, 15, 1, Swatch.clear)
    }

    @Test func scaleEffectOverloads() throws {
        let centre = try render(Color.red.frame(width: 40, height: 40).scaleEffect(0.5))
        expectColor(centre, 5, 5, Swatch.clear)
        expectColor(centre, 12, 12, systemRed)
        let corner = try render(Color.red.frame(width: 40, height: 40).scaleEffect(0.5, anchor: .topLeading))
        expectColor(corner, 5, 5, systemRed)
        expectColor(corner, 25, 25, Swatch.clear)
        let wide = try render(
            Color.red.frame(width: 20, height: 20).scaleEffect(x: 2, y: 1).frame(width: 60, height: 20))
        expectColor(wide, 12, 10, systemRed)
        expectColor(wide, 8, 10, Swatch.clear)
        let sized = try render(
            Color.red.frame(width: 20, height: 20).scaleEffect(CGSize(width: 1, height: 0.5)).frame(
                width: 20, height: 20))
        expectColor(sized, 10, 2, Swatch.clear)
        expectColor(sized, 10, 10, systemRed)
    }

    @Test func transformEffectUsesTheViewsOwnSpace() throws {
        let image = try render(HStack(spacing: 0) {
            Color.clear.frame(width: 20, height: 20)
            Color.red.frame(width: 20, height: 20).transformEffect(CGAffineTransform(translationX: 10, y: 0))
            Color.clear.frame(width: 20, height: 20)
        })
        expectColor(image, 25, 10, Swatch.clear)
        expectColor(image, 35, 10, systemRed)
        expectColor(image, 45, 10, systemRed)
    }

    @Test func contentShapeChangesNothing() throws {
        let plain = try render(Color.red.frame(width: 20, height: 20).padding(4))
        let shaped = try render(Color.red.frame(width: 20, height: 20).padding(4).contentShape(Circle()))
        #expect(plain.width == shaped.width && plain.height == shaped.height)
        #expect(ExactMatch.matches(plain, shaped))
    }
}

extension RGBA {
    func multipliedAlphaForTest(_ f: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha * f) }
}
