import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` inside `extension EnvironmentValues`: declares the key type SwiftUI's
/// macro declares (`__Key_name`, whose default is the initial value) and the property's accessors.
public struct EntryMacro: AccessorMacro, PeerMacro {
    struct Entry {
        let name: String
        let type: TypeSyntax?
        let initialValue: ExprSyntax?
    }

    static func entry(of declaration: some DeclSyntaxProtocol) throws -> Entry {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw EntryError("@Entry applies to a stored property: var name: Type = value")
        }
        return Entry(name: identifier.identifier.trimmedDescription, type: binding.typeAnnotation?.type.trimmed,
                     initialValue: binding.initializer?.value.trimmed)
    }

    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let key = "__Key_" + (try entry(of: declaration)).name
        return [
            "get { self[\(raw: key).self] }",
            "set { self[\(raw: key).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try entry(of: declaration)
        let key = "__Key_" + entry.name
        // The default is computed on each read when the type is written out, as a stored `static let`
        // would have to be Sendable; without a type annotation the initial value's type is inferred (and,
        // as with SwiftUI's macro, must then be Sendable in Swift 6 mode).
        let defaultValue: DeclSyntax
        switch (entry.type, entry.initialValue) {
        case (let type?, let value?):
            defaultValue = "static var defaultValue: \(type) { \(value) }"
        case (let type?, nil):
            guard type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) else {
                throw EntryError("@Entry needs an initial value unless its type is optional")
            }
            defaultValue = "static var defaultValue: \(type) { nil }"
        case (nil, let value?):
            defaultValue = "static let defaultValue = \(value)"
        case (nil, nil):
            throw EntryError("@Entry needs a type or an initial value")
        }
        return ["private struct \(raw: key): EnvironmentKey { \(defaultValue) }"]
    }
}

struct EntryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
