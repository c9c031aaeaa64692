import Foundation
import Testing
import DarkroomCompat

// Written as shared code writes it when it declares its own `Image` and `Color`.
private struct Image { let name: String }
private enum Color { case brand }

private struct QualifiedCard: SwiftUI.View {
    @SwiftUI.State private var title = "Card"
    var body: some SwiftUI.View {
        SwiftUI.ZStack {
            SwiftUI.Color.red
            SwiftUI.Text(title).foregroundColor(SwiftUI.Color.white)
        }
        .frame(width: 40, height: 20)
        .qualifiedBorder()
    }
}

extension SwiftUI.View {
    fileprivate func qualifiedBorder() -> some SwiftUI.View { border(SwiftUI.Color.blue, width: 1) }
}

@Suite @MainActor struct FrameworkNamespacesTests {
    @Test func qualifiedNamesCompileAndDraw() throws {
        #if canImport(SwiftUI) || canImport(UIKit)
        Issue.record("canImport(SwiftUI) must stay false on Linux")
        #endif
        let image: UIKit.UIImage? = ImageRenderer(content: QualifiedCard()).uiImage
        let cg = try #require(image?.cgImage)
        #expect(cg.width == 40 && cg.height == 20)
        #expect(cg.rgba8(x: 3, y: 3).map { $0.r > 200 && $0.g < 90 } == true, "red background")
        #expect(cg.rgba8(x: 0, y: 10).map { $0.b > 200 && $0.r < 50 } == true, "blue border")
        #expect(Image(name: "x").name == "x" && Color.brand == .brand, "the program's own names still win unqualified")
        let size: CoreGraphics.CGSize = SwiftUI.UIHostingController(rootView: QualifiedCard()).sizeThatFits(in: .zero)
        #expect(size == CGSize(width: 40, height: 20))
    }
}
