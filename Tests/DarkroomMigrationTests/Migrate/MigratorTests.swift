import Testing
@testable import DarkroomMigration

/// `migrate` on single functions: what each legacy statement becomes, and what stops a rewrite.
@Suite struct MigratorTests {
    func migrate(_ body: String, signature: String = "func snap(size: CGSize) -> UIImage") -> FileResult {
        Migrator().migrate("extension View {\n    \(signature) {\n\(body)\n    }\n}\n", path: "F.swift")
    }

    @Test func explicitSizeBecomesFramedRendererAtScreenScale() {
        let result = migrate("""
                    // Legacy recipe.
                    let controller = UIHostingController(rootView: self)
                    controller.view.bounds = CGRect(origin: .zero, size: size)
                    let renderer = UIGraphicsImageRenderer(size: size)
                    return renderer.image { _ in
                        controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
                    }
            """)
        #expect(result.rewritten == """
            extension View {
                @MainActor func snap(size: CGSize) -> UIImage {
                    let renderer = ImageRenderer(content: self.frame(width: size.width, height: size.height))
                    renderer.proposedSize = ProposedViewSize(size)
                    renderer.scale = UIScreen.main.scale
                    return renderer.uiImage ?? UIImage()
                }
            }

            """)
        #expect(result.sites.map(\.recipe) == ["L2"])
        #expect(result.sites.first?.reason.contains("afterScreenUpdates") == true)
    }

    @Test func unknownStatementLeavesTheFunctionAndSaysWhere() {
        let result = migrate("""
                    let controller = UIHostingController(rootView: self)
                    controller.view.bounds = CGRect(origin: .zero, size: size)
                    controller.overrideUserInterfaceStyle = .dark
                    let renderer = UIGraphicsImageRenderer(size: size)
                    return renderer.image { _ in
                        controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
                    }
            """)
        #expect(!result.changed)
        let site = result.sites.first
        #expect(site?.outcome == .skipped)
        #expect(site?.line == 5)
        #expect(site?.reason.contains("overrideUserInterfaceStyle") == true)
        #expect(site?.reason.contains(".environment(\\.colorScheme") == true)
    }

    @Test func bitmapOfAnotherSizeIsNotRewritten() {
        let result = migrate("""
                    let controller = UIHostingController(rootView: self)
                    controller.view.bounds = CGRect(origin: .zero, size: size)
                    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
                    return renderer.image { ctx in controller.view.layer.render(in: ctx.cgContext) }
            """)
        #expect(!result.changed)
        #expect(result.sites.first?.reason.contains("cropped or padded") == true)
    }

    @Test func keptLetsStayAndLiteralSizesAreSpelledOut() {
        let result = migrate("""
                    let title = "x"
                    let hosting = UIHostingController(rootView: Text(title))
                    hosting.view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
                    UIGraphicsBeginImageContextWithOptions(hosting.view.bounds.size, true, 3)
                    hosting.view.layer.render(in: UIGraphicsGetCurrentContext()!)
                    let image = UIGraphicsGetImageFromCurrentImageContext()
                    UIGraphicsEndImageContext()
                    return image
            """, signature: "@MainActor func snap() -> UIImage?")
        #expect(result.rewritten.contains("""
                    let title = "x"
                    let renderer = ImageRenderer(content: Text(title).frame(width: 300, height: 200))
                    renderer.proposedSize = ProposedViewSize(width: 300, height: 200)
                    renderer.scale = 3
                    renderer.isOpaque = true
                    return renderer.uiImage
            """))
        #expect(!result.rewritten.contains("@MainActor @MainActor"))
    }

    @Test func functionsThatOnlyHostAViewAreNotRecipes() {
        // Embedding a view or returning a controller for snapshot tests makes no image: nothing to migrate.
        let result = migrate("""
                    let controller = UIHostingController(rootView: self)
                    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
                    return controller
            """, signature: "func toVC() -> UIViewController")
        #expect(result.sites.map(\.outcome) == [.unchanged])
        #expect(result.sites.first?.recipe == "host")
        #expect(!result.changed)
    }

    @Test func recipeThatDrawsButUsesTheControllerElsewhereSaysWhere() {
        // A Void function may bind or store its image (RecipeShapeTests); this one hands the controller on, and the
        // report names that line.
        let result = migrate("""
                    let controller = UIHostingController(rootView: self)
                    print(controller)
                    UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
            """, signature: "func show()")
        #expect(result.sites.first?.outcome == .skipped)
        #expect(result.sites.first?.reason.contains("print(controller)") == true)
        #expect(result.sites.first?.line == 4)
    }

    @Test func imageReturnedFromAFunctionOfAnotherTypeIsReported() {
        let result = migrate("""
                    let controller = UIHostingController(rootView: self)
                    controller.view.bounds = CGRect(origin: .zero, size: size)
                    let renderer = UIGraphicsImageRenderer(size: size)
                    return renderer.image { _ in
                        controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
                    }.pngData()
            """, signature: "func png(size: CGSize) -> Data?")
        #expect(result.sites.first?.outcome == .skipped)
        #expect(!result.changed)
    }

    @Test func topLevelLegacyCodeIsReported() {
        let result = Migrator().migrate("let w = UIWindow(frame: .zero)\n", path: "main.swift")
        #expect(result.sites.map(\.outcome) == [.skipped])
        #expect(!result.changed)
    }

    @Test func syntaxErrorsAreReportedAndUntouched() {
        let text = "func f( -> UIImage { UIGraphicsBeginImageContext(.zero) }\n"
        let result = Migrator().migrate(text, path: "Broken.swift")
        #expect(result.error != nil)
        #expect(result.rewritten == text)
    }
}

/// L5: `UIView` helpers read as recipes, their calls on hosting views migrated, the helpers kept.
@Suite struct HelperCallSiteTests {
    let helper = """
        extension UIView {
            func asImage() -> UIImage {
                let renderer = UIGraphicsImageRenderer(bounds: bounds)
                return renderer.image { rendererContext in
                    layer.render(in: rendererContext.cgContext)
                }
            }

            func opaqueImage() -> UIImage {
                UIGraphicsBeginImageContextWithOptions(bounds.size, isOpaque, 0.0)
                defer { UIGraphicsEndImageContext() }
                self.drawHierarchy(in: self.bounds, afterScreenUpdates: true)
                return UIGraphicsGetImageFromCurrentImageContext()!
            }
        }

        """

    @Test func catalogReadsEachHelpersBitmap() {
        let catalog = HelperCatalog(texts: [helper])
        #expect(catalog.names == ["asImage()", "opaqueImage()"])
        #expect(catalog.bitmaps["asImage()"]?.scale == .screen)
        #expect(catalog.bitmaps["opaqueImage()"]?.opaque == "controller.view.isOpaque")
    }

    @Test func callOnAHostingViewIsMigratedAndTheHelperKept() {
        let callSite = """
            extension View {
                func snap(size: CGSize) -> UIImage {
                    let controller = UIHostingController(rootView: self)
                    controller.view.bounds = CGRect(origin: .zero, size: size)
                    return controller.view.asImage()
                }

                func dark(size: CGSize) -> UIImage {
                    let controller = UIHostingController(rootView: self)
                    controller.view.bounds = CGRect(origin: .zero, size: size)
                    return controller.view.opaqueImage()
                }
            }

            """
        let migrator = Migrator(helpers: HelperCatalog(texts: [helper, callSite]))
        let result = migrator.migrate(helper + callSite, path: "F.swift")
        #expect(result.rewritten.hasPrefix(helper))
        #expect(result.rewritten.contains("""
                @MainActor func snap(size: CGSize) -> UIImage {
                    let renderer = ImageRenderer(content: self.frame(width: size.width, height: size.height))
                    renderer.proposedSize = ProposedViewSize(size)
                    renderer.scale = UIScreen.main.scale
                    return renderer.uiImage ?? UIImage()
                }
            """))
        #expect(result.sites.map(\.outcome) == [.unchanged, .unchanged, .rewritten, .skipped])
        #expect(result.sites.last?.reason.contains("isOpaque") == true)
        #expect(Migrator().migrate(callSite, path: "F.swift").sites.map(\.outcome) == [.skipped, .skipped])
    }
}

/// L3 split in two: a computed `UIView` property as the helper.
@Suite struct PropertyHelperTests {
    @Test func computedPropertyHelperIsCatalogued() {
        let text = """
            extension UIView {
                var renderedImage: UIImage {
                    UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0.0)
                    let context = UIGraphicsGetCurrentContext()!
                    layer.render(in: context)
                    let image = UIGraphicsGetImageFromCurrentImageContext()!
                    UIGraphicsEndImageContext()
                    return image
                }
            }
            """
        #expect(HelperCatalog(texts: [text]).names == ["renderedImage"])
    }
}
