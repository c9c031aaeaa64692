import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }`: the compiler has already type-checked the body against the macro's signature, as
/// Xcode does; a render has no canvas to show it on, so the macro declares nothing.
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
