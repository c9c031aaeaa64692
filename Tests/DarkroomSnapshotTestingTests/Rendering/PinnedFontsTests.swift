import DarkroomSnapshotTesting
import Testing

/// The pinned font set: present, and made of the families the docs promise.
@Suite struct PinnedFontsTests {
    @Test func pinnedSetHasTheDocumentedFamilies() throws {
        let fonts = try #require(SnapshotFonts.pinned, "\(SnapshotFonts.pinnedFontsError ?? "")")
        let families = fonts.familyNames
        let promised = [
            "Inter", "DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "Noto Sans Hebrew", "Noto Color Emoji"
        ]
        for family in promised {
            #expect(families.contains(family), "\(family)")
        }
        #expect(!families.contains { $0.hasPrefix("Noto Sans CJK") })
        #expect(SnapshotFonts.files.allSatisfy { $0.path.hasPrefix("/usr/share/fonts/") })
    }
}
