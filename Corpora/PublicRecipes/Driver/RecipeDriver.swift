// The corpus's own code (not copied): views for the recipes to draw, and one entry point per module that calls every
// recipe. Before/ and Migrated/ link this same file, so each module renders through its own copy of the recipes.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

/// A card with text, a filled shape and an accent stroke: enough edges and colours that a shifted, scaled or
/// clipped image shows.
struct RecipeCard: View {
    var title = "Migrated"

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.headline)
            HStack(spacing: 8) {
                Circle().fill(Color.orange).frame(width: 24, height: 24)
                RoundedRectangle(cornerRadius: 6).stroke(Color.blue, lineWidth: 3).frame(width: 70, height: 24)
            }
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.92)))
    }
}

/// One recipe's image, as its module draws it.
public struct RecipeRender {
    /// The recipe's file in Legacy/.
    public let name: String
    /// The image the recipe returned.
    public let image: UIImage?
}

/// Every UIKit recipe of Legacy/, called as its app calls it.
@MainActor public enum RecipeDriver {
    /// The recipes' images, in a fixed order.
    public static func renders() -> [RecipeRender] {
        [
            RecipeRender(name: "WikipediaSnapshot", image: RecipeCard().snapshot()),
            RecipeRender(name: "RandomProAsUIImage", image: RecipeCard(title: "Random").asUIImage()),
            RecipeRender(name: "ColorBlindnessAsImage", image: RecipeCard(title: "Colour blind").asImage()),
            RecipeRender(name: "ZamaTakeScreenshot", image: RecipeCard(title: "Full screen").takeScreenshot()),
            RecipeRender(name: "NutterfiUIImage",
                         image: RecipeCard(title: "Window").uiImage(rect: CGRect(x: 0, y: 0, width: 240, height: 120))),
        ]
    }

    /// The AppKit recipe (PovioRenderAsImage): a hosting view of a fixed frame drawn through `renderAsImage()`.
    public static func appKitRender() -> NSImage? {
        let hosting = NSHostingView(rootView: RecipeCard(title: "AppKit"))
        hosting.frame = CGRect(x: 0, y: 0, width: 220, height: 110)
        return hosting.renderAsImage()
    }
}
