"""The kinds of file people name by their extension ("the pdfs", "every .jpg"), shared by the readers of file
tasks and of questions about a folder's files."""

EXTENSIONS = (
    r"pdf|jpe?g|png|gif|webp|heic|txt|md|docx?|xlsx?|pptx?|odt|csv|json|html?|zip|apk|mp3|m4a|wav|ogg|mp4|mkv|mov"
)
