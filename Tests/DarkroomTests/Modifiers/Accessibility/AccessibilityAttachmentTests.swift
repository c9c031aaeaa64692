import Darkroom
import Foundation
import Testing

@Suite struct AccessibilityAttachmentTests {
    @Test func accessibilityModifiersDrawTheViewAsItIs() throws {
        let view = Color.red.frame(width: 20, height: 10)
            .accessibilityLabel("Red").accessibilityHint(Text("A swatch")).accessibilityValue("full")
            .accessibility(label: Text("Old")).accessibilityCustomContent("Hue", "0")
            .accessibilityRotor("Swatches", textRanges: []).speechAdjustedPitch(0.5)
            .accessibility(identifier: "swatch")
        #expect(frame(try layout(view), "swatch").size == CGSize(width: 20, height: 10))
    }

    @Test func anAttachmentChainKeepsTheIdentifier() throws {
        let attached = Color.red.frame(width: 20, height: 10).modifier(AccessibilityAttachmentModifier())
        let chained: ModifiedContent<_, AccessibilityAttachmentModifier> = attached
            .accessibilityLabel("Red").accessibilityIdentifier("swatch").accessibility(hidden: false)
        #expect(frame(try layout(chained), "swatch").size == CGSize(width: 20, height: 10))
    }
}
