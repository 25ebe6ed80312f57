export { Table, type TableProps, type TableColumn, type TablePaging } from './Table';
