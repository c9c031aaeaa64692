import SwiftParser
import SwiftSyntax

/// Writes the `ImageRenderer` body for an `AppKitRecipePlan` (docs/migration.md, "AppKit's recipe").
///
/// `bitmapImageRepForCachingDisplay(in:)` makes a bitmap at the backing scale of the view's window, or of the main
/// screen for a view in no window; the renderer takes the main screen's (`1` where there is no screen, as AppKit's
/// bitmap then has one pixel per point).
enum AppKitRendererEmitter {
    /// The body's lines, without the body's indentation.
    static func statements(for plan: AppKitRecipePlan) -> [String] {
        var lines = plan.kept
        let taken = Set(plan.kept.compactMap { $0.split(separator: " ").dropFirst().first.map(String.init) })
        let renderer = taken.contains("renderer") ? "imageRenderer" : "renderer"
        var content = plan.content
        var proposal: String?
        if let size = plan.size {
            let (width, height, whole) = dimensions(size, taken: taken, lines: &lines)
            content += ".frame(width: \(width), height: \(height))"
            proposal = whole.map { "ProposedViewSize(\($0))" } ?? "ProposedViewSize(width: \(width), height: \(height))"
        }
        lines.append("let \(renderer) = ImageRenderer(content: \(content))")
        if let proposal { lines.append("\(renderer).proposedSize = \(proposal)") }
        lines.append("\(renderer).scale = NSScreen.main?.backingScaleFactor ?? 1")
        switch plan.output {
        case .image:
            lines.append(plan.optionalResult ? "return \(renderer).nsImage" : "return \(renderer).nsImage ?? NSImage()")
        case .cgImage:
            lines.append("return \(renderer).cgImage")
        case .bitmap:
            let image = taken.contains("cgImage") ? "renderedImage" : "cgImage"
            let bitmap = taken.contains("bitmap") ? "renderedBitmap" : "bitmap"
            lines += [
                "guard let \(image) = \(renderer).cgImage else { return nil }",
                "let \(bitmap) = NSBitmapImageRep(cgImage: \(image))",
                "\(bitmap).size = NSSize(width: CGFloat(\(image).width) / \(renderer).scale,",
                "                        height: CGFloat(\(image).height) / \(renderer).scale)",
                "return \(bitmap)",
            ]
        case .encoded(let storage, let properties):
            lines += [
                "return \(renderer).cgImage.flatMap {",
                "    NSBitmapImageRep(cgImage: $0).representation(using: \(storage), properties: \(properties))",
                "}",
            ]
        }
        return lines
    }

    /// Width and height expressions of a size: the arguments of `CGSize(width:height:)`/`NSSize(…)`, members of a
    /// plain name, or a new `let size` for anything longer (so it is evaluated once, as before).
    private static func dimensions(_ size: String, taken: Set<String>, lines: inout [String])
        -> (String, String, String?) {
        let expr = Parser.parseExpression(size)
        if let call = expr.as(FunctionCallExprSyntax.self),
           ["CGSize", "NSSize"].contains(call.calledExpression.trimmedDescription),
           call.arguments.map({ $0.label?.text ?? "" }) == ["width", "height"] {
            let values = call.arguments.map { $0.expression.trimmedDescription }
            return (values[0], values[1], nil)
        }
        if expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self) {
            return ("\(size).width", "\(size).height", size)
        }
        let name = taken.contains("size") ? "canvasSize" : "size"
        lines.append("let \(name) = \(size)")
        return ("\(name).width", "\(name).height", name)
    }
}
