import SwiftParser
import SwiftSyntax

/// Writes the `ImageRenderer` body for a `RecipePlan` (docs/migration.md, "What each recipe becomes").
enum RendererEmitter {
    /// The body's lines, without the body's indentation (continuation lines carry their own extra indent).
    static func statements(for plan: RecipePlan) -> [String] {
        let taken = Set(plan.kept.compactMap { $0.split(separator: " ").dropFirst().first.map(String.init) })
        let (lines, renderer) = rendererLines(for: plan, before: plan.kept, taken: taken)
        return lines + [resultLine(plan.result, renderer: renderer, nonOptional: plan.returnsNonOptional)]
    }

    /// The lines that replace the statement which produced the image when the rest of its block stays as written
    /// (the image is bound or stored, or the recipe sits in a closure): the kept statements that were nested in a
    /// replaced statement, the renderer, and the binding or store of its image. `taken` holds the names the block
    /// still declares.
    static func inPlace(for plan: RecipePlan, taken: Set<String>) -> [String] {
        let (lines, renderer) = rendererLines(for: plan, before: plan.nestedKept, taken: taken)
        return lines + [resultLine(plan.result, renderer: renderer, nonOptional: plan.returnsNonOptional)]
    }

    /// What the legacy code did with its image, done with the renderer's.
    private static func resultLine(_ result: RecipePlan.Result, renderer: String, nonOptional: Bool) -> String {
        switch result {
        case .returned:
            return nonOptional ? "return \(renderer).uiImage ?? UIImage()" : "return \(renderer).uiImage"
        case .bound(let declaration, let optional):
            let image = optional ? "\(renderer).uiImage" : "\(renderer).uiImage ?? UIImage()"
            return "\(declaration) = \(image)"
        case .assigned(let target):
            return "\(target) = \(renderer).uiImage ?? UIImage()"
        }
    }

    /// The renderer's lines after `before`, and the renderer's name (one `taken` does not hold).
    private static func rendererLines(for plan: RecipePlan, before: [String], taken: Set<String>)
        -> ([String], String) {
        var lines = before
        let renderer = taken.contains("renderer") ? "imageRenderer" : "renderer"
        var modifiers: [String] = []
        var proposal: String?
        switch plan.sizing {
        case .ideal, nil:
            break
        case .explicit(let size):
            let (width, height, whole) = dimensions(size, taken: taken, lines: &lines)
            modifiers.append(".frame(width: \(width), height: \(height))")
            proposal = whole.map { "ProposedViewSize(\($0))" } ?? "ProposedViewSize(width: \(width), height: \(height))"
        case .fits(let size):
            proposal = "ProposedViewSize(\(size))"
        case .width(let width):
            modifiers.append(".frame(width: \(width))")
            proposal = "ProposedViewSize(width: \(width), height: nil)"
        case .optional(let size):
            modifiers.append(".frame(width: \(size)?.width, height: \(size)?.height)")
            proposal = "ProposedViewSize(width: \(size)?.width, height: \(size)?.height)"
        }
        if let background = plan.background {
            modifiers.append(".background(Color(uiColor: \(background)))")
        }
        let head = "let \(renderer) = ImageRenderer(content: \(plan.content)"
        let oneLine = head + modifiers.joined() + ")"
        if oneLine.count <= 100 {
            lines.append(oneLine)
        } else {
            // Long modifier chains go one per line.
            lines.append(head)
            lines += modifiers.dropLast().map { "    \($0)" }
            lines.append("    \(modifiers[modifiers.count - 1]))")
        }
        if let proposal { lines.append("\(renderer).proposedSize = \(proposal)") }
        switch plan.scale {
        case .one: break
        case .screen: lines.append("\(renderer).scale = UIScreen.main.scale")
        case .expression(let scale): lines.append("\(renderer).scale = \(scale)")
        }
        if let opaque = plan.opaque { lines.append("\(renderer).isOpaque = \(opaque)") }
        return (lines, renderer)
    }

    /// Width and height expressions of a size: the literal arguments of `CGSize(width:height:)`, members of a
    /// plain name, or a new `let size` for anything longer (so it is evaluated once, as before).
    private static func dimensions(_ size: String, taken: Set<String>, lines: inout [String])
        -> (String, String, String?) {
        let expr = Parser.parseExpression(size)
        if let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "CGSize",
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

extension Parser {
    /// Parses one expression from text.
    static func parseExpression(_ text: String) -> ExprSyntax {
        let file = Parser.parse(source: "_ = \(text)")
        guard let item = file.statements.first,
              let assignment = SyntaxReading.assignment(item) else { return ExprSyntax(MissingExprSyntax()) }
        return assignment.value
    }
}
