import Testing
@testable import DarkroomMigration

/// `migrate` on the shapes real code wraps its recipes in: helper properties, `if let` on the hosting view or on a
/// width, sizes from optional parameters, results that are bound or stored rather than returned, closures.
@Suite struct RecipeShapeTests {
    func migrate(_ text: String) -> FileResult {
        Migrator().migrate(text, path: "F.swift")
    }

    @Test func helperPropertyGetterBecomesTheRenderer() {
        let result = migrate("""
            struct Card: View {
                var body: some View { Text("Hi") }
                private var renderedImage: UIImage {
                    let controller = UIHostingController(rootView: body)
                    controller.view.bounds = CGRect(origin: .zero, size: CGSize(width: 120, height: 80))
                    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80))
                    return renderer.image { _ in
                        controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
                    }
                }
            }

            """)
        #expect(result.rewritten == """
            struct Card: View {
                var body: some View { Text("Hi") }
                @MainActor private var renderedImage: UIImage {
                    let renderer = ImageRenderer(content: body.frame(width: 120, height: 80))
                    renderer.proposedSize = ProposedViewSize(width: 120, height: 80)
                    renderer.scale = UIScreen.main.scale
                    return renderer.uiImage ?? UIImage()
                }
            }

            """)
        #expect(result.sites.map(\.outcome) == [.rewritten])
    }

    @Test func storedResultIsRewrittenInPlace() {
        let result = migrate("""
            final class Exporter {
                var image: UIImage?
                func render(_ card: some View) {
                    let controller = UIHostingController(rootView: card)
                    controller.view.bounds = CGRect(origin: .zero, size: CGSize(width: 50, height: 40))
                    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 40))
                    self.image = renderer.image { _ in
                        controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
                    }
                    print("done")
                }
            }

            """)
        #expect(result.rewritten == """
            final class Exporter {
                var image: UIImage?
                @MainActor func render(_ card: some View) {
                    let renderer = ImageRenderer(content: card.frame(width: 50, height: 40))
                    renderer.proposedSize = ProposedViewSize(width: 50, height: 40)
                    renderer.scale = UIScreen.main.scale
                    self.image = renderer.uiImage ?? UIImage()
                    print("done")
                }
            }

            """)
    }

    @Test func ifLetWidthBecomesAnOptionalFrameWidth() {
        let result = migrate("""
            extension View {
                func snapshot(withWidth width: Int? = nil) -> UIImage {
                    let controller = UIHostingController(rootView: self)
                    var targetSize = controller.view.intrinsicContentSize
                    if let width = width {
                        targetSize.width = CGFloat(width)
                    }
                    controller.view.bounds = CGRect(origin: .zero, size: targetSize)
                    let renderer = UIGraphicsImageRenderer(size: targetSize)
                    return renderer.image { _ in
                        controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
                    }
                }
            }

            """)
        #expect(result.rewritten.contains(
            "ImageRenderer(content: self.frame(width: width.map { width in CGFloat(width) }))"))
        #expect(result.rewritten.contains(
            "renderer.proposedSize = ProposedViewSize(width: width.map { width in CGFloat(width) }, height: nil)"))
    }

    @Test func closureRecipeStoresTheRenderersImage() {
        let result = migrate("""
            final class Model {
                var preview: UIImage?
                func prepare() {
                    let work = { [self] in
                        let controller = UIHostingController(rootView: Text("A"))
                        controller.view.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
                        let renderer = UIGraphicsImageRenderer(bounds: controller.view.bounds)
                        self.preview = renderer.image { context in
                            controller.view.layer.render(in: context.cgContext)
                        }
                    }
                    work()
                }
            }

            """)
        #expect(result.sites.map(\.outcome) == [.rewritten])
        #expect(result.rewritten.contains("self.preview = renderer.uiImage ?? UIImage()"))
        #expect(!result.rewritten.contains("UIHostingController"))
        #expect(result.sites.first?.reason.contains("main actor") == true)
    }

    @Test func uiViewHelperWithParametersIsKeptNotSkipped() {
        let result = migrate("""
            extension UIView {
                func snapshot(afterScreenUpdates: Bool) -> UIImage? {
                    UIGraphicsBeginImageContextWithOptions(bounds.size, true, 0)
                    drawHierarchy(in: bounds, afterScreenUpdates: afterScreenUpdates)
                    let image = UIGraphicsGetImageFromCurrentImageContext()
                    UIGraphicsEndImageContext()
                    return image
                }
            }

            """)
        #expect(result.sites.map(\.outcome) == [.unchanged])
        #expect(!result.changed)
    }

    @Test func keptStatementThatUsesTheControllerAfterTheImageStopsTheRewrite() {
        let result = migrate("""
            extension View {
                func export() {
                    let controller = UIHostingController(rootView: self)
                    controller.view.bounds = CGRect(origin: .zero, size: CGSize(width: 5, height: 5))
                    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 5))
                    let image = renderer.image { _ in
                        controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
                    }
                    present(controller, image)
                }
            }

            """)
        #expect(!result.changed)
        #expect(result.sites.first?.outcome == .skipped)
        #expect(result.sites.first?.line == 9)
    }

    @Test func helperTakingAnArgumentIsReadForThatCall() {
        let text = """
            extension UIView {
                func image(scale: CGFloat, opaque: Bool = false) -> UIImage {
                    let format = UIGraphicsImageRendererFormat()
                    format.scale = scale
                    format.opaque = opaque
                    let renderer = UIGraphicsImageRenderer(bounds: bounds, format: format)
                    return renderer.image { context in
                        layer.render(in: context.cgContext)
                    }
                }
            }
            extension View {
                func card(size: CGSize) -> UIImage {
                    let controller = UIHostingController(rootView: self)
                    controller.view.bounds = CGRect(origin: .zero, size: size)
                    return controller.view.image(scale: 3)
                }
                func tinted(size: CGSize, factor: CGFloat) -> UIImage {
                    let controller = UIHostingController(rootView: self)
                    controller.view.bounds = CGRect(origin: .zero, size: size)
                    return controller.view.image(scale: factor * 2, opaque: true)
                }
            }

            """
        let result = Migrator(helpers: HelperCatalog(texts: [text])).migrate(text, path: "F.swift")
        #expect(result.sites.map(\.outcome) == [.unchanged, .rewritten, .rewritten])
        #expect(result.rewritten.contains("renderer.scale = 3\n"))
        #expect(result.rewritten.contains("renderer.scale = factor * 2\n        renderer.isOpaque = true"))
    }
}
