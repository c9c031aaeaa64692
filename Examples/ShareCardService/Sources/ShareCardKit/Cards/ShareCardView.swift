import Darkroom

/// The share card: a white panel with the avatar and two lines of text on a diagonal gradient, in the
/// 1200 × 630 design size (Open Graph's). The same view code an app would show on screen.
public struct ShareCardView: View {
    public var title: String
    public var subtitle: String
    public var from: Color, to: Color, text: Color
    public var avatar: CGImage?

    /// A card with the given texts, colours and avatar (initials on the gradient when there is none).
    public init(title: String, subtitle: String, from: Color, to: Color, text: Color, avatar: CGImage?) {
        self.title = title; self.subtitle = subtitle; self.from = from; self.to = to; self.text = text
        self.avatar = avatar
    }

    public var body: some View {
        ZStack(alignment: .topLeading) {
            LinearGradient(colors: [from, to], startPoint: .topLeading, endPoint: .bottomTrailing)
            RoundedRectangle(cornerRadius: 32, style: .circular)
                .fill(Color.white)
                .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.25), radius: 24, x: 0, y: 12)
                .frame(width: 1040, height: 470)
                .padding(EdgeInsets(top: 80, leading: 80, bottom: 0, trailing: 0))
            AvatarView(image: avatar, initials: Initials.of(title), from: from, to: to)
                .frame(width: 200, height: 200)
                .padding(EdgeInsets(top: 215, leading: 140, bottom: 0, trailing: 0))
            VStack(alignment: .leading, spacing: 24) {
                Text(title).font(.system(size: 52, weight: .bold)).foregroundColor(text).lineLimit(2)
                Text(subtitle).font(.system(size: 28)).foregroundColor(Color(red: 0.42, green: 0.45, blue: 0.5))
                    .lineLimit(3)
            }
            .frame(width: 640, height: 390, alignment: .leading)
            .padding(EdgeInsets(top: 120, leading: 400, bottom: 0, trailing: 0))
        }
        .frame(width: 1200, height: 630)
    }
}

/// A round avatar: the image cropped to a circle, or the initials on the card's gradient.
struct AvatarView: View {
    var image: CGImage?
    var initials: String
    var from: Color, to: Color

    var body: some View {
        if let image {
            Image(decorative: image, scale: 1).resizable().scaledToFill().clipShape(Circle())
        } else {
            ZStack {
                Circle().fill(LinearGradient(colors: [from, to], startPoint: .top, endPoint: .bottom))
                Text(initials).font(.system(size: 80, weight: .bold)).foregroundColor(.white)
            }
        }
    }
}

/// Up to two initials from a title's first words.
enum Initials {
    static func of(_ title: String) -> String {
        String(title.split(separator: " ").prefix(2).compactMap(\.first).map { Character($0.uppercased()) })
    }
}
