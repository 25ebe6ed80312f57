export { Table, type TableProps, type TableColumn, type TablePaging, type TableSort } from './Table';
