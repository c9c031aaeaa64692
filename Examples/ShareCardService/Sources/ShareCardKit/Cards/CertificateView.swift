import Darkroom

/// A certificate of completion in the 1200 × 630 design size: the recipient (`title`), what they achieved
/// (`subtitle`), and a seal with the avatar, framed in the gradient's colours.
public struct CertificateView: View {
    public var recipient: String
    public var achievement: String
    public var from: Color, to: Color, text: Color
    public var avatar: CGImage?

    /// A certificate for `recipient`.
    public init(recipient: String, achievement: String, from: Color, to: Color, text: Color, avatar: CGImage?) {
        self.recipient = recipient; self.achievement = achievement
        self.from = from; self.to = to; self.text = text; self.avatar = avatar
    }

    public var body: some View {
        ZStack {
            Color(red: 0.99, green: 0.98, blue: 0.96)
            RoundedRectangle(cornerRadius: 12)
                .strokeBorder(LinearGradient(colors: [from, to], startPoint: .leading, endPoint: .trailing),
                              lineWidth: 14)
                .padding(28)
            RoundedRectangle(cornerRadius: 6).stroke(from.opacity(0.4), lineWidth: 2).padding(52)
            VStack(spacing: 18) {
                Text("CERTIFICATE OF COMPLETION").font(.system(size: 24, weight: .semibold)).tracking(6)
                    .foregroundColor(from)
                Text("This certifies that").font(.system(size: 24)).foregroundColor(.gray)
                Text(recipient).font(.system(size: 56, weight: .bold)).foregroundColor(text).lineLimit(1)
                    .minimumScaleFactor(0.5)
                Rectangle().fill(to).frame(width: 420, height: 3)
                Text(achievement).font(.system(size: 26)).foregroundColor(text.opacity(0.8)).lineLimit(2)
                    .multilineTextAlignment(.center).frame(width: 760)
            }
            .padding(.bottom, 40)
            AvatarView(image: avatar, initials: Initials.of(recipient), from: from, to: to)
                .frame(width: 110, height: 110)
                .overlay(Circle().stroke(Color.white, lineWidth: 6))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
                .padding(EdgeInsets(top: 0, leading: 0, bottom: 80, trailing: 100))
        }
        .frame(width: 1200, height: 630)
    }
}
