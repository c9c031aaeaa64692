import Foundation
import Testing
@testable import DarkroomCompat

/// UIKit views and controllers inside SwiftUI layouts: made once, sized as SwiftUI sizes them, drawn
/// as DarkroomCompat's `UIView` draws.
@Suite(.serialized) @MainActor struct UIViewRepresentableTests {
    final class Swatch: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 30, height: UIView.noIntrinsicMetric) }
    }

    struct ColourView: UIViewRepresentable {
        var color: UIColor
        func makeUIView(context: Context) -> Swatch { Swatch(frame: .zero) }
        func updateUIView(_ uiView: Swatch, context: Context) { uiView.backgroundColor = color }
    }

    struct FixedView: UIViewRepresentable {
        final class Coordinator { var made = 0 }
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UIView {
            context.coordinator.made += 1
            let view = UIView(frame: .zero)
            view.backgroundColor = context.environment.colorScheme == .dark ? .white : .black
            return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
            CGSize(width: 12, height: 8)
        }
    }

    struct Controller: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController {
            let controller = UIViewController()
            controller.view.backgroundColor = .red
            return controller
        }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
    }

    func image(_ view: some View) throws -> CGImage {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 1
        return try #require(renderer.cgImage)
    }

    @Test func intrinsicDimensionsHoldAndOthersTakeTheOffer() throws {
        let picture = try image(ColourView(color: .red).frame(height: 20).padding(5).background(Color.white))
        #expect(picture.width == 40 && picture.height == 30)
        #expect(picture.matches(x: 20, y: 15, 255, 0, 0, 255, tolerance: 10))
        #expect(picture.matches(x: 2, y: 2, 255, 255, 255, 255))
    }

    @Test func sizeThatFitsDecidesAndTheContextCarriesTheEnvironment() throws {
        let light = try image(FixedView())
        #expect(light.width == 12 && light.height == 8)
        #expect(light.matches(x: 6, y: 4, 0, 0, 0, 255))
        let dark = try image(FixedView().environment(\.colorScheme, .dark))
        #expect(dark.matches(x: 6, y: 4, 255, 255, 255, 255))
    }

    @Test func aControllersViewIsDrawn() throws {
        let picture = try image(Controller().frame(width: 16, height: 16))
        #expect(picture.matches(x: 8, y: 8, 255, 0, 0, 255, tolerance: 10))
    }

    @Test func hostingControllersKeepUIKitsSurface() {
        let controller = UIHostingController(rootView: Text("x"))
        controller.sizingOptions = [.intrinsicContentSize]
        controller.safeAreaRegions = []
        #expect(controller.sizingOptions.contains(.intrinsicContentSize))
        #expect(controller.preferredStatusBarStyle == .default && controller.keyCommands == nil)
        #expect(UIHostingController<Text>(coder: NSCoder()) == nil)
    }
}
