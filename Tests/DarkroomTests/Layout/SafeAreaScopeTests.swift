import Foundation
import Testing
@testable import Darkroom

/// A device screen as a hosting controller lays it out: an iPhone 15 (393 × 852 points, 59 points of status bar
/// and 34 of home indicator), the root proposed the safe area and centred in it.
enum Phone15 {
    static let size = CGSize(width: 393, height: 852)
    static let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    static func options(scale: CGFloat = 1, environment: EnvironmentValues = EnvironmentValues()) -> RenderOptions {
        var options = RenderOptions(scale: scale, environment: environment)
        options.canvasSize = size
        options.safeAreaInsets = insets
        return options
    }
    static func layout<V: View>(_ view: V) throws -> PlacedView { try ViewRenderer(options: options()).layout(view) }
    static func image<V: View>(_ view: V) throws -> CGImage { try ViewRenderer(options: options()).image(view) }
}

@Suite("Layout: the device canvas and its safe area")
struct SafeAreaScopeTests {
    @Test func rootScrollViewStartsAtTheTopOfTheSafeArea() throws {
        // A 100-point block in a scroll view: the scroll view fills the safe area (y 59, 852 − 59 − 34 = 759 tall)
        // and its content starts at its top instead of being centred on the screen.
        let p = try Phone15.layout(ScrollView { block("a", 100, 100) })
        #expect(p.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(frame(p, "a") == CGRect(x: 146.5, y: 59, width: 100, height: 100))
    }

    @Test func longScrollContentRunsOnBelowAndIsClippedAtTheScreensEnds() throws {
        // Twenty 100-point rows (2,000 points) in the safe area's 759: the first row at the safe area's top; the
        // drawing is clipped to the screen (the scroll view's ends grown under the bars), never centred.
        let p = try Phone15.layout(ScrollView {
            VStack(spacing: 0) { ForEach(0..<20) { i in block("r\(i)", 393, 100) } }
        })
        #expect(frame(p, "r0").minY == 59)
        let image = try Phone15.image(ScrollView {
            VStack(spacing: 0) { ForEach(0..<20) { _ in Color.red.frame(height: 100) } }
        })
        #expect(image.height == 852)
        #expect(close(pixel(image, 200, 100), RGBA(hex: 0xFF3B30)))
        // Above the safe area nothing of the content is drawn: the content starts at 59.
        #expect(pixel(image, 200, 30)?.alpha == 0)
    }

    @Test func listBackgroundRunsUnderTheSafeArea() throws {
        // The grouped grey (#F2F2F7) reaches the screen's top and bottom edges, not only the safe area.
        let image = try Phone15.image(List { Text("Row") })
        let grey = RGBA(hex: 0xF2F2F7)
        #expect(close(pixel(image, 5, 5), grey))
        #expect(close(pixel(image, 5, 848), grey))
        // Without a device (no safe area), the list is only as large as it is laid out.
        let plain = try ViewRenderer(options: RenderOptions(proposedSize: ProposedViewSize(width: 393, height: 200)))
            .image(List { Text("Row") })
        #expect(plain.height == 200)
    }

    @Test func ignoresSafeAreaGrowsOnlyWhereTheViewReachesTheEdge() throws {
        let red = RGBA(hex: 0xFF3B30)  // systemRed
        // A colour alone fills the safe area only; with ignoresSafeArea the whole screen.
        let plain = try Phone15.image(Color.red)
        #expect(pixel(plain, 5, 5)?.alpha == 0)
        #expect(close(pixel(plain, 5, 100), red))
        let ignoring = try Phone15.image(Color.red.ignoresSafeArea())
        #expect(close(pixel(ignoring, 5, 5), red))
        #expect(close(pixel(ignoring, 5, 848), red))
        // Only the top edge ignored: the home indicator's band stays empty.
        let top = try Phone15.image(Color.red.ignoresSafeArea(edges: .top))
        #expect(close(pixel(top, 5, 5), red))
        #expect(pixel(top, 5, 848)?.alpha == 0)
        // A small view in the middle reaches no edge and does not grow.
        let small = try Phone15.layout(Color.red.frame(width: 50, height: 50).ignoresSafeArea()
            .accessibilityIdentifier("s"))
        #expect(frame(small, "s").size == CGSize(width: 50, height: 50))
    }

    @Test func styleBackgroundsGrowUnderTheSafeArea() throws {
        // `.background(Color.blue)` on a view filling the safe area fills the screen, as on iOS; a view's own
        // layout does not move.
        let view = Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.blue, ignoresSafeAreaEdges: .all)
        let image = try Phone15.image(view)
        #expect(close(pixel(image, 5, 5), RGBA(hex: 0x007AFF)))
        let p = try Phone15.layout(view.accessibilityIdentifier("v"))
        #expect(frame(p, "v") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }
}
