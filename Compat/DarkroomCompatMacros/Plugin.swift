import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros app code uses beside SwiftUI's views: `#Preview`, `@Previewable` and `@Entry`.
@main
struct DarkroomCompatMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}
