import Darkroom
import Foundation
import Testing

/// `previewContext(_:)` compiles for any `PreviewContext` and draws the view unchanged.
@Suite struct PreviewContextTests {
    struct Family: PreviewContextKey { static let defaultValue = "system" }
    struct Context: PreviewContext {
        subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
    }

    @Test func aContextReadsKeysAndLeavesTheDrawingUnchanged() throws {
        #expect(Context()[Family.self] == "system")
        let view = Circle().fill(Color.blue).frame(width: 40, height: 40)
        let plain = try render(view)
        let inContext = try render(view.previewContext(Context()))
        #expect(plain.width == inContext.width && plain.height == inContext.height)
        #expect(plain.rgba8(x: 20, y: 20).map { [$0.r, $0.g, $0.b, $0.a] }
            == inContext.rgba8(x: 20, y: 20).map { [$0.r, $0.g, $0.b, $0.a] })
    }
}
