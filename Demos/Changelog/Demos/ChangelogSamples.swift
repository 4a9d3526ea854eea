/// The changelog files the demos read, as an app would ship them.
enum ChangelogSamples {
    /// English, in NoskheKit's JSON shape, newest first.
    static let englishJSON = """
        {
            "items": [
                {
                    "number": "2.1.0",
                    "changes": [
                        "Dark appearance for every screen",
                        "Sync is twice as fast on large libraries",
                        "Fixed a crash when opening an empty folder"
                    ]
                },
                {
                    "number": "2.0.0",
                    "changes": [
                        "A new design, from the icon to the settings",
                        "Share a folder with a link"
                    ]
                },
                {
                    "number": "1.5.0",
                    "changes": ["Search inside documents"]
                }
            ]
        }
        """

    /// Persian, in NoskheKit's property-list shape.
    static let persianPropertyList = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <array>
            <dict>
                <key>number</key>
                <string>2.1.0</string>
                <key>changes</key>
                <array>
                    <string>حالت تاریک برای همهٔ صفحه‌ها</string>
                    <string>همگام‌سازی کتابخانه‌های بزرگ دو برابر سریع‌تر شد</string>
                    <string>رفع بسته شدن برنامه هنگام باز کردن پوشهٔ خالی</string>
                </array>
            </dict>
            <dict>
                <key>number</key>
                <string>2.0.0</string>
                <key>changes</key>
                <array>
                    <string>طراحی تازه، از آیکون تا تنظیمات</string>
                    <string>اشتراک‌گذاری پوشه با پیوند</string>
                </array>
            </dict>
            <dict>
                <key>number</key>
                <string>1.5.0</string>
                <key>changes</key>
                <array>
                    <string>جست‌وجو در متن اسناد</string>
                </array>
            </dict>
        </array>
        </plist>
        """

    /// Eight years of releases with long entries, in JSON.
    static let longHistoryJSON = """
        {
            "items": [
                { "number": "8.0.0", "changes": [
                    "Libraries of any size open instantly: documents load as you scroll instead of all at once when the library opens",
                    "Tags can be nested, renamed everywhere at once and given colours that follow the system appearance"
                ] },
                { "number": "7.2.0", "changes": [
                    "Exports to PDF keep links, the table of contents and the fonts you chose, and are a third of the size"
                ] },
                { "number": "7.0.0", "changes": [
                    "Collaboration: invite people to a folder, see who is editing and follow their cursor",
                    "A history of every change, with a way to bring back any earlier version of a document"
                ] },
                { "number": "6.1.0", "changes": ["Keyboard shortcuts for every command, listed when you hold the Command key"] },
                { "number": "6.0.0", "changes": ["Widgets for the home screen and the lock screen"] },
                { "number": "5.0.0", "changes": ["Offline mode: everything works on a plane and syncs when you land"] },
                { "number": "4.0.0", "changes": ["Folders"] },
                { "number": "3.0.0", "changes": ["Sync between devices, end-to-end encrypted"] },
                { "number": "2.0.0", "changes": ["Search"] },
                { "number": "1.0.0", "changes": ["The first release"] }
            ]
        }
        """

    /// A property list whose second item has lost its `number`.
    static let badPropertyList = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <array>
            <dict>
                <key>number</key>
                <string>2.1.0</string>
                <key>changes</key>
                <array><string>Dark appearance for every screen</string></array>
            </dict>
            <dict>
                <key>changes</key>
                <array><string>A new design</string></array>
            </dict>
        </array>
        </plist>
        """
}
