import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }`: the compiler has already type-checked the body against the macro's signature, as
/// Xcode does, and the macro declares nothing: `darkroom previews` reads previews from the source and
/// draws them from a rewritten copy, so a build that only compiles the code pays for no preview.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// `@Previewable` marks a preview's local state; with nothing to preview it adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
