import Darkroom
import Foundation
import Testing

private func rtl<V: View>(_ view: V) -> some View { view.environment(\.layoutDirection, .rightToLeft) }

@Suite("Layout direction")
struct LayoutDirectionTests {
    /// An HStack in right-to-left runs from the right: the first child is rightmost.
    @Test func hstackMirrors() throws {
        let stack = HStack(spacing: 10) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("first")
            Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("second")
        }
        let ltr = try layout(stack)
        #expect(frame(ltr, "first").minX == 0 && frame(ltr, "second").minX == 30)
        let r = try layout(rtl(stack))
        // Width 60: first occupies 40…60, second 0…30.
        #expect(frame(r, "first") == CGRect(x: 40, y: 0, width: 20, height: 20))
        #expect(frame(r, "second") == CGRect(x: 0, y: 0, width: 30, height: 20))
        // Pixels agree: red on the right, blue on the left.
        let image = try render(rtl(stack))
        #expect(close(image.pixel(x: 50, y: 10), RGBA(hex: 0xFF3B30)))
        #expect(close(image.pixel(x: 10, y: 10), RGBA(hex: 0x007AFF)))
    }

    /// Leading alignment and leading padding go to the right.
    @Test func leadingAlignmentAndPaddingMirror() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("narrow")
        }
        .padding(.leading, 16)
        let ltr = try layout(view)
        #expect(frame(ltr, "narrow").minX == 16)
        let r = try layout(rtl(view))
        // Total width 116; the narrow child hugs the right edge of the 100-wide column at 0…100.
        #expect(frame(r, "narrow") == CGRect(x: 60, y: 10, width: 40, height: 10))
        let framed = try layout(rtl(Color.green.frame(width: 10, height: 10).accessibilityIdentifier("g")
            .frame(width: 100, height: 10, alignment: .leading)))
        #expect(frame(framed, "g").minX == 90)
    }

    /// Text glyphs are moved, not mirrored: they still read left to right inside their frame.
    @Test func textMovesButIsNotFlipped() throws {
        let view = HStack(spacing: 0) {
            Text("AB").accessibilityIdentifier("t")
            Color.clear.frame(width: 50, height: 10)
        }
        let r = try layout(rtl(view))
        let t = frame(r, "t")
        #expect(t.minX == 50)
        // Ink only inside the text's mirrored frame, and the same glyph pixels as left to right.
        let mirrored = try render(rtl(view)), plain = try render(view)
        let columns = inkColumns(mirrored)
        #expect(columns.first.map { $0 >= 50 } == true)
        #expect(columns.last.map { CGFloat($0) < t.maxX } == true)
        // Same glyphs, unflipped: "A" then "B" — ink profiles agree up to the sub-pixel slack
        // the pixel-rounded frame leaves (RTL text hugs the right edge of its frame).
        let plainColumns = inkColumns(plain)
        #expect(abs(columns.count - plainColumns.count) <= 2)
        let plainInk = countPixels(plain, where: isInk), mirroredInk = countPixels(mirrored, where: isInk)
        #expect(abs(plainInk - mirroredInk) <= plainInk / 10)
        let left = countPixels(mirrored, in: CGRect(x: 50, y: 0, width: t.width / 2, height: t.height), where: isInk)
        let plainLeft = countPixels(plain, in: CGRect(x: 0, y: 0, width: t.width / 2, height: t.height), where: isInk)
        #expect(abs(left - plainLeft) <= plainLeft / 5)
    }

    /// A left-to-right island inside right-to-left content lays out normally where it is placed.
    @Test func nestedLeftToRightIsland() throws {
        let island = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b")
        }.environment(\.layoutDirection, .leftToRight)
        let view = HStack(spacing: 0) {
            island
            Color.gray.frame(width: 30, height: 10).accessibilityIdentifier("c")
        }
        let r = try layout(rtl(view))
        // Outer RTL: island (20 wide) at 30…50, gray at 0…30; inside, a before b left to right.
        #expect(frame(r, "c").minX == 0)
        #expect(frame(r, "a").minX == 30 && frame(r, "b").minX == 40)
    }

    /// The renderer's environment can make a whole render right-to-left.
    @Test func renderOptionsRightToLeft() throws {
        var env = EnvironmentValues()
        env.layoutDirection = .rightToLeft
        let stack = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("first")
            Color.blue.frame(width: 10, height: 10)
        }
        let placed = try ViewRenderer(options: RenderOptions(environment: env)).layout(stack)
        #expect(frame(placed, "first").minX == 10)
    }

    /// Effects (opacity groups) move with their view.
    @Test func groupsMoveWithTheirView() throws {
        let stack = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).opacity(0.5)
            Color.blue.frame(width: 10, height: 10)
        }
        let image = try render(rtl(stack))
        let right = image.pixel(x: 15, y: 5)!
        #expect(right.red > 0.9 && abs(right.alpha - 0.5) < 0.05)
        #expect(close(image.pixel(x: 5, y: 5), RGBA(hex: 0x007AFF)))
    }
}
