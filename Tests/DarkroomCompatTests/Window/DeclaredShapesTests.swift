import Foundation
import Testing
@testable import DarkroomCompat

/// UIKit's members as UIKit declares them (optionality, defaults), written the
/// way public recipes call them.
@Suite(.serialized) @MainActor struct DeclaredShapesTests {
    struct Badge: View {
        var body: some View { Color.blue.frame(width: 30, height: 20) }
    }

    @Test func hostingViewIsImplicitlyUnwrappedAsInUIKit() throws {
        let controller = UIHostingController(rootView: Badge())
        let view = controller.view
        let targetSize = controller.view.intrinsicContentSize
        view?.bounds = CGRect(origin: .zero, size: targetSize)
        view?.backgroundColor = .clear
        #expect(view!.bounds.size == CGSize(width: 30, height: 20))
        guard let unwrapped = controller.view else { Issue.record("view is nil"); return }
        #expect(unwrapped === view)
        let image = UIGraphicsImageRenderer(size: targetSize).image { _ in
            view?.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
        }
        let s = UIScreen.main.scale
        #expect(image.size == targetSize)
        #expect(try #require(image.cgImage).matches(x: Int(15 * s), y: Int(10 * s), 0, 122, 255, 255))
    }

    @Test func sizesFollowTheContent() {
        let controller = UIHostingController(rootView: Text("Hello").font(.body).padding(10))
        let ideal = controller.view.intrinsicContentSize
        #expect(ideal.width > 20 && ideal.height > 20)
        #expect(controller.view.sizeThatFits(CGSize(width: 500, height: 500)) == ideal, "text keeps its one-line size")
        controller.view.bounds = CGRect(x: 0, y: 0, width: 500, height: 500)
        controller.view.sizeToFit()
        #expect(controller.view.bounds.size == ideal, "sizeToFit proposes the current size")
        controller.view.bounds = CGRect(x: 0, y: 0, width: 1, height: 500)
        controller.view.sizeToFit()
        #expect(controller.view.bounds.height > ideal.height, "a narrow proposal wraps the text")
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 7, height: 9))
        #expect(plain.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(plain.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 7, height: 9))
    }

    @Test func defaultsAreUIKits() {
        let view = UIView()
        #expect(view.isOpaque)
        #expect(view.safeAreaInsets == .zero)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(window.safeAreaInsets == .zero)
        view.layoutIfNeeded()
        view.layer.layoutIfNeeded()
        #expect(UIScreen().scale == UIScreen.main.scale)
        #expect(UIScreen().bounds.size == CGSize(width: 390, height: 844))
    }

    @Test func imageViewShowsItsImageStretched() throws {
        let red = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let imageView = UIImageView(image: red)
        #expect(imageView.frame.size == CGSize(width: 4, height: 4))
        #expect(imageView.image === red)
        imageView.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        let snapshot = UIGraphicsImageRenderer(bounds: imageView.bounds).image { ctx in
            imageView.layer.render(in: ctx.cgContext)
        }
        let cg = try #require(snapshot.cgImage)
        let s = UIScreen.main.scale
        #expect(cg.matches(x: Int(18 * s), y: Int(8 * s), 255, 0, 0, 255))
        imageView.image = nil
        let empty = try #require(UIGraphicsImageRenderer(bounds: imageView.bounds).image { ctx in
            imageView.layer.render(in: ctx.cgContext)
        }.cgImage)
        #expect(empty.matches(x: Int(18 * s), y: Int(8 * s), 0, 0, 0, 0))
    }

    @Test func userInterfaceStyleReachesTheContentAsItsColorScheme() throws {
        struct Scheme: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { (scheme == .dark ? Color.black : Color.white).frame(width: 10, height: 10) }
        }
        func centre(_ setUp: (UIHostingController<Scheme>, UIWindow) -> Void) throws -> (
            r: UInt8, g: UInt8, b: UInt8, a: UInt8
        ) {
            let controller = UIHostingController(rootView: Scheme())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.rootViewController = controller
            setUp(controller, window)
            let image = UIGraphicsImageRenderer(bounds: window.bounds).image { ctx in
                window.layer.render(in: ctx.cgContext)
            }
            return try #require(image.cgImage?.rgba8(x: 5, y: 5))
        }
        #expect(try centre { _, _ in } == (255, 255, 255, 255), "unspecified is light")
        #expect(try centre { c, _ in c.overrideUserInterfaceStyle = .dark } == (0, 0, 0, 255))
        #expect(
            try centre { _, w in w.overrideUserInterfaceStyle = .dark } == (0, 0, 0, 255), "inherited from the window")
        #expect(
            try centre { c, w in
                w.overrideUserInterfaceStyle = .dark; c.view.overrideUserInterfaceStyle = .light
            }
                == (255, 255, 255, 255), "the nearest override wins")
        #expect(UIUserInterfaceStyle(ColorScheme.dark) == .dark && ColorScheme(UIUserInterfaceStyle.unspecified) == nil)
    }

    @Test func rendererBoundsOriginTranslates() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 20, width: 10, height: 10), format: format)
        let image = renderer.image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 10, y: 20, width: 5, height: 5))
        }
        let cg = try #require(image.cgImage)
        #expect(cg.width == 10 && cg.height == 10)
        #expect(cg.matches(x: 2, y: 2, 255, 0, 0, 255), "user point (10, 20) is the image's top-left")
        #expect(cg.matches(x: 7, y: 7, 0, 0, 0, 0))
    }
}
