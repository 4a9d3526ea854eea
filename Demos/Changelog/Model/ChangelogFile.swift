/// The JSON changelog's outer object, `{"items": […]}`.
struct ChangelogFile: Decodable {
    var items: [ChangelogVersion]
}
