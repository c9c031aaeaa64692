import Darkroom

/// Seed 002's award view: a trophy with a mint shadow, the player's name and the date.
struct AwardView: View {
    let playerName: String
    let date: String
    var body: some View {
        VStack {
            Image(systemName: "trophy")
                .resizable()
                .frame(width: 200, height: 200)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .shadow(color: .mint, radius: 5)
            Text(playerName)
                .font(.largeTitle)
            Text(date)
        }
        .multilineTextAlignment(.center)
        .frame(width: 200, height: 290)
    }
}

/// Seed 000's avatar: a photo clipped to a circle, a tinted ring, a hairline and a shadow.
struct AvatarView: View {
    let imageName: String
    var body: some View {
        VStack {
            Image(imageName)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(height: 160)
                .clipShape(Circle())
                .overlay(Circle().stroke(.tint, lineWidth: 2))
                .padding(2)
                .overlay(Circle().strokeBorder(Color.black.opacity(0.1)))
                .shadow(radius: 3)
                .padding(4)
            Text("Your Avatar")
        }
    }
}

/// A synthetic "photo" for the avatar: sky, sun and hills. Rendered once, saved as
/// PNG and loaded back by name, so the gallery exercises image decoding too.
struct LandscapePhoto: View {
    var body: some View {
        ZStack {
            LinearGradient(
                colors: [Color(red: 0.35, green: 0.62, blue: 0.95), Color(red: 0.98, green: 0.80, blue: 0.55)],
                startPoint: .top, endPoint: .bottom)
            Circle().fill(Color(red: 1, green: 0.93, blue: 0.6)).frame(width: 90, height: 90).offset(x: 60, y: -50)
            HillShape(height: 0.45).fill(Color(red: 0.30, green: 0.58, blue: 0.32))
            HillShape(height: 0.30).fill(Color(red: 0.20, green: 0.45, blue: 0.25))
        }
        .frame(width: 320, height: 320)
    }
}

struct HillShape: Shape {
    let height: CGFloat
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY - rect.height * height))
        p.addCurve(to: CGPoint(x: rect.maxX, y: rect.maxY - rect.height * height * 0.8),
                   control1: CGPoint(x: rect.minX + rect.width * 0.35, y: rect.maxY - rect.height * height * 1.6),
                   control2: CGPoint(x: rect.minX + rect.width * 0.65, y: rect.maxY - rect.height * height * 0.2))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}

/// A social share card: gradient background, rounded card with a shadow, title and subtitle.
struct ShareCard: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
            HStack(spacing: 28) {
                Circle()
                    .fill(LinearGradient(colors: [.orange, .yellow], startPoint: .top, endPoint: .bottom))
                    .frame(width: 140, height: 140)
                    .overlay(Text("DR").font(.system(size: 54, weight: .heavy)).foregroundColor(.white))
                VStack(alignment: .leading, spacing: 10) {
                    Text("Render SwiftUI views on Linux, pixel for pixel")
                        .font(.system(size: 44, weight: .bold))
                        .lineLimit(2)
                    Text("cairo · pango · libgd — PNG, PDF and more from server-side Swift")
                        .font(.title2)
                        .foregroundStyle(.secondary)
                }
            }
            .padding(40)
            .frame(width: 1040)
            .background(Color.white, in: RoundedRectangle(cornerRadius: 32))
            .shadow(color: .black.opacity(0.25), radius: 24, y: 12)
        }
        .frame(width: 1200, height: 630)
    }
}
