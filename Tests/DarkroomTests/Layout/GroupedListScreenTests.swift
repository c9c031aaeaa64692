import Foundation
import Testing
@testable import Darkroom

/// Grouped-list rules measured on full-screen iOS recordings: the margin of a 375-point Face ID phone, the
/// space above section headers before iOS 26, and a section whose rows all bring their own background.
@Suite("Layout: grouped lists on device screens")
struct GroupedListScreenTests {
    /// Renders `view` as a device screen of `size` with `insets`, at 1x.
    func screen(_ view: some View, _ size: CGSize, top: CGFloat, bottom: CGFloat) throws -> PlacedView {
        var options = RenderOptions(scale: 1)
        options.canvasSize = size
        options.safeAreaInsets = EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0)
        return try ViewRenderer(options: options).layout(view.frame(maxWidth: .infinity, maxHeight: .infinity))
    }

    @Test func aHomeIndicatorPhoneHasTwentyPointMarginsAt375Points() throws {
        let list = List { Color.red.frame(height: 10).accessibilityIdentifier("a") }
        // iPhone 13 mini layout (safe area 50 / 34): cards at 20, as ScanNow's recording has them.
        let mini = try screen(list, CGSize(width: 375, height: 812), top: 50, bottom: 34)
        #expect(frame(mini, "a").minX == 40)
        // iPhone 8 layout (status bar only): 16.
        let eight = try screen(list, CGSize(width: 375, height: 667), top: 20, bottom: 0)
        #expect(frame(eight, "a").minX == 32)
    }

    @Test func headersSitWhereIOS18PutsThem() throws {
        let form = Form {
            Section { Color.red.frame(height: 10).accessibilityIdentifier("a") } header: {
                Color.blue.frame(height: 12).accessibilityIdentifier("h1")
            }
            Section { Color.red.frame(height: 10).accessibilityIdentifier("b") } header: {
                Color.blue.frame(height: 12).accessibilityIdentifier("h2")
            }
        }
        let p = try layoutTree(form, 390, nil)
        // 16 above the first header, which takes at least 15.67 so that the card is 37.33 down; 33.67 from the
        // first card's bottom (37.33 + 44) to the next header.
        #expect(frame(p, "h1").minY == 16)
        #expect(abs(frame(p, "a").minY - (37 + 1.0 / 3 + 17)) < 0.01)
        #expect(abs(frame(p, "h2").minY - (37 + 1.0 / 3 + 44 + 101.0 / 3)) < 0.01)
    }

    @Test func aSectionOfClearRowBackgroundsHasNoCard() throws {
        let list = List {
            Section { Color.clear.frame(height: 10).listRowBackground(Color.clear) }
            Section { Color.clear.frame(height: 10) }
        }
        let image = try ViewRenderer(options: RenderOptions(proposedSize: ProposedViewSize(width: 200, height: nil)))
            .image(list)
        // The first row shows the grouped grey; the second section's card is white.
        #expect(close(pixel(image, 100, 57), RGBA(hex: 0xF2F2F7), tolerance: 0.01))
        #expect(close(pixel(image, 100, 35 + 44 + 35 + 22), RGBA(hex: 0xFFFFFF), tolerance: 0.01))
    }
}
